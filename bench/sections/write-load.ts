import { readFileSync } from 'node:fs';
import { googleIdToken } from '../lib/google-sign-in.ts';
import type { Admin } from '../lib/admin.ts';
import type { Section } from '../lib/section.ts';
import { serverErrorCauses } from '../lib/server-errors.ts';
import { parseServerTiming } from '../lib/server-timing.ts';
import { auditPhotos, duplicateEmails } from '../lib/photo-audit.ts';
import { BENCH_SEED } from '../lib/prng.ts';
import { distribution } from '../lib/stats.ts';
import { benchJpeg } from '../lib/test-photo.ts';

const CLIENTS = 20;
const DURATION_MS = 60_000;
const DOUBLE_SUBMITS = 10;
/** Separates this run's registrations from the seeded families and from other runs' data. */
const RUN_TAG = 'load';
/** A registration still unanswered after this long counts as an error (and ends the wait). */
const REQUEST_TIMEOUT_MS = 45_000;

interface Attempt {
  email: string;
  status: number;
  success: boolean;
  familyId: string | null;
  message: string | null;
  ms: number;
  /** The function's own account of where the time went (its Server-Timing header), stage -> ms. */
  stages: Record<string, number>;
}

/** The registration form as the browser sends it (spec field names): two members, each with a photo. */
function registrationForm(email: string, n: number, photo: Buffer): FormData {
  const form = new FormData();
  form.set('houseNo', String(1 + (n % 200)));
  form.set('addressLine', 'Bench Road');
  form.set('postalCode', 'EX12 2AB');
  form.set('location', 'Seaton');
  form.set('membershipType', 'Silver');
  form.set('otherLocation', '');
  form.set('otherMembership', '');
  const members = [
    { name: `Load Tester ${n}`, email, phone: '07700900000', dob: '1985-04-12' },
    { name: `Load Child ${n}`, email: '', phone: '', dob: '2015-09-30' },
  ];
  members.forEach((member, i) => {
    for (const [field, value] of Object.entries(member)) form.set(`members[${i}][${field}]`, value);
    form.set(`members[${i}][photo]`, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${i}.jpg`);
  });
  return form;
}

/** Registers as the signed-in registrant (`token`, whose email is the first member's); times the POST alone. */
async function register(url: string, token: string, email: string, n: number, photo: Buffer): Promise<Attempt> {
  const t0 = performance.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: registrationForm(email, n, photo),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let body: { success?: boolean; family_id?: string; message?: string } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      body = { message: text.slice(0, 200) };
    }
    return {
      email,
      status: response.status,
      success: response.ok && body.success === true,
      familyId: body.family_id ?? null,
      message: body.success === true ? null : (body.message ?? null),
      ms: performance.now() - t0,
      stages: parseServerTiming(response.headers.get('server-timing')),
    };
  } catch (error) {
    return { email, status: 0, success: false, familyId: null, message: String(error), ms: performance.now() - t0, stages: {} };
  }
}

/** A family's registrant signs in with Google (the Auth emulator), as the form requires, then registers. */
async function signInAndRegister(url: string, authPort: number, email: string, n: number, photo: Buffer): Promise<Attempt> {
  let token: string;
  try {
    token = await googleIdToken(authPort, email);
  } catch (error) {
    return { email, status: 0, success: false, familyId: null, message: `sign-in failed: ${String(error)}`, ms: 0, stages: {} };
  }
  return register(url, token, email, n, photo);
}

/** Waits (bounded) until no email in the outbox is still waiting for or in its first send. */
async function outboxSettled(db: Admin['db'], maxMs: number): Promise<void> {
  const open = db.collection('contactMessages').where('delivery.state', 'in', ['pending', 'sending']);
  const until = performance.now() + maxMs;
  while (performance.now() < until && (await open.count().get()).data().count > 0) await new Promise((r) => setTimeout(r, 500));
}

const countBy = (items: readonly string[]) => Object.fromEntries([...new Set(items)].map((k) => [k, items.filter((i) => i === k).length]));

export const writeLoadSection: Section = {
  name: 'write-load',
  title: `6. Write load: ${CLIENTS} concurrent registrations with photos for ${DURATION_MS / 1000} s, then ${DOUBLE_SUBMITS} double submits`,
  phase: 'emulators',
  timeoutMs: 240_000,
  async run(context) {
    const suite = context.suite();
    const admin = context.admin();
    const url = `${suite.urls.site}/api/save_family.php`;
    const authPort = suite.ports.auth!;
    const photo = await benchJpeg(BENCH_SEED);
    const runId = Date.now().toString(36);
    const emailFor = (kind: string, n: number) => `bench.${RUN_TAG}.${runId}.${kind}${n}@gmail.com`;

    // The Functions emulator gives every request in flight a worker process of its own (a deployed
    // instance serves many at once), and starts one when none is free: a single first registration
    // left the other clients' cold starts (and those of the triggers' workers) inside the timed load.
    // One registration, then one per client at once, then the emails they queued sent; none timed.
    const first = await signInAndRegister(url, authPort, emailFor('warm', 0), 0, photo);
    if (!first.success) throw new Error(`The first registration failed (${first.status}): ${first.message}`);
    const warm = [
      first,
      ...(await Promise.all(
        Array.from({ length: CLIENTS }, (_, i) => signInAndRegister(url, authPort, emailFor('warm', i + 1), i + 1, photo)),
      )),
    ];
    const coldFailure = warm.find((a) => !a.success);
    if (coldFailure) throw new Error(`A warm-up registration failed (${coldFailure.status}): ${coldFailure.message}`);
    await outboxSettled(admin.db, 60_000);

    const attempts: Attempt[] = [];
    let next = 1;
    const started = performance.now();
    const end = started + DURATION_MS;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < end) {
          const n = next++;
          attempts.push(await signInAndRegister(url, authPort, emailFor('r', n), n, photo));
        }
      }),
    );
    const loadSeconds = (performance.now() - started) / 1000;

    // The same form sent twice at once (a double click): one family, both answers name it.
    const pairs = await Promise.all(
      Array.from({ length: DOUBLE_SUBMITS }, async (_, i) => {
        const email = emailFor('double', i);
        // One sign-in, then the same form sent twice at once with its token.
        const token = await googleIdToken(authPort, email);
        const [a, b] = await Promise.all([register(url, token, email, 10_000 + i, photo), register(url, token, email, 10_000 + i, photo)]);
        return { email, a: a!, b: b! };
      }),
    );

    const [families, members, [files]] = await Promise.all([
      admin.db.collection('families').select('member_emails').get(),
      admin.db.collectionGroup('members').select('photo_path').get(),
      admin.bucket.getFiles({ prefix: 'photos/' }),
    ]);
    const familyEmails = families.docs.map((d) => (d.get('member_emails') as string[] | undefined) ?? []);
    const familiesByEmail = new Map<string, number>();
    for (const emails of familyEmails) for (const e of emails) familiesByEmail.set(e, (familiesByEmail.get(e) ?? 0) + 1);
    const photos = auditPhotos(
      files.map((f) => f.name),
      members.docs.map((d) => (d.get('photo_path') as string | null) ?? null),
    );
    const duplicates = duplicateEmails(familyEmails);

    const ok = attempts.filter((a) => a.success);
    const failed = attempts.filter((a) => !a.success);
    const savedButMissing = [...warm, ...ok].filter((a) => (familiesByEmail.get(a.email) ?? 0) === 0).length;
    const doubleSubmits = {
      pairs: pairs.length,
      bothAnsweredSuccess: pairs.filter((p) => p.a.success && p.b.success).length,
      sameFamilyInBothAnswers: pairs.filter((p) => p.a.success && p.b.success && p.a.familyId === p.b.familyId).length,
      failedAnswers: pairs.flatMap((p) => [p.a, p.b]).filter((a) => !a.success).length,
      familiesStored: pairs.map((p) => familiesByEmail.get(p.email) ?? 0),
    };
    const duplicateFamilies = duplicates.length;
    const latency = distribution(
      ok.map((a) => a.ms),
      'ms',
      0,
    );
    const throughput = Number((ok.length / loadSeconds).toFixed(2));
    // Where a registration's time goes inside the function, by stage (the rest of `total` is waiting in turn and the router).
    const stageNames = [...new Set(ok.flatMap((a) => Object.keys(a.stages)))];
    const stages = Object.fromEntries(
      stageNames.map((name) => [
        name,
        distribution(
          ok.flatMap((a) => (name in a.stages ? [a.stages[name]!] : [])),
          'ms',
          0,
        ),
      ]),
    );
    const errorCount = failed.length + doubleSubmits.failedAnswers;
    const causes = serverErrorCauses(readFileSync(suite.logPath, 'utf8'), 'save_family.php');
    return {
      data: {
        clients: CLIENTS,
        loadSeconds: Number(loadSeconds.toFixed(1)),
        photosPerRegistration: 2,
        photoBytes: photo.length,
        registrations: { attempted: attempts.length, succeeded: ok.length, failed: failed.length },
        registrationsPerSecond: throughput,
        latency,
        stages,
        errors: {
          count: errorCount,
          byStatus: countBy(failed.map((a) => String(a.status))),
          messages: countBy(failed.map((a) => a.message ?? '')),
          serverCauses: causes,
        },
        doubleSubmits,
        duplicateFamilies: { count: duplicateFamilies, emails: duplicates.slice(0, 20) },
        savedButNotStored: savedButMissing,
        photos: {
          ...photos,
          orphans: photos.orphans.length,
          missing: photos.missing.length,
          orphanExamples: photos.orphans.slice(0, 10),
          missingExamples: photos.missing.slice(0, 10),
        },
      },
      tables: [
        {
          title: this.title,
          headers: ['measure', 'value'],
          rows: [
            ['registrations answered success', ok.length],
            ['registrations failed (errors)', failed.length],
            ['throughput (registrations/s)', throughput],
            ['latency p50 / p95 / max ms', `${latency.p50} / ${latency.p95} / ${latency.max}`],
            ...Object.entries(stages).map(
              ([name, d]) => [`  in the function: ${name} p50 / p95 ms`, `${d.p50} / ${d.p95}`] as [string, string],
            ),
            [
              'double submits: pairs / both success / same family',
              `${doubleSubmits.pairs} / ${doubleSubmits.bothAnsweredSuccess} / ${doubleSubmits.sameFamilyInBothAnswers}`,
            ],
            ['double submits: failed answers', doubleSubmits.failedAnswers],
            ['duplicate families (an email in 2+ families)', duplicateFamilies],
            ['answered success but not stored', savedButMissing],
            ['orphan photos (stored, unreferenced)', photos.orphans.length],
            ['missing photos (referenced, not stored)', photos.missing.length],
            ['photo objects stored / photos referenced', `${photos.storedObjects} / ${photos.referencedPhotos}`],
          ],
          notes: [
            `Multipart POST /api/save_family.php through Hosting, 2 members with a ${(photo.length / 1024).toFixed(1)} KB JPEG each, a unique gmail per family.`,
            "Each family's registrant signs in with Google on the Auth emulator first (not timed): registering needs that ID token.",
            'Errors, duplicates, orphans and missing photos must all be 0.',
            ...(failed.length ? [`Failures by status: ${JSON.stringify(countBy(failed.map((a) => String(a.status))))}`] : []),
            ...Object.entries(causes).map(([cause, n]) => `Logged by the function ${n}×: ${cause}`),
          ],
        },
      ],
      summary: [
        `Write load: ${throughput} registrations/s (p95 ${latency.p95} ms); errors ${errorCount}, duplicate families ${duplicateFamilies}, orphan photos ${photos.orphans.length}, missing photos ${photos.missing.length}`,
      ],
    };
  },
};
