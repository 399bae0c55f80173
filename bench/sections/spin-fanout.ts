import { SPIN_KEY_HEADER, DRAWS, spinResponseSchema } from '@edma/contract/draw';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getFirestore, onSnapshot, terminate, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { LOCAL_DRAW_PASSWORD } from '../../scripts/lib/emulator-suite.mjs';
import { sleep } from '../lib/processes.ts';
import type { Section } from '../lib/section.ts';
import { distribution } from '../lib/stats.ts';

const LISTENERS = 100;
/** One spin per draw (a draw refuses a new spin for 41 s); the wheel section uses chitti-C. */
const ROUND_DRAWS = DRAWS.filter((d) => d.id !== 'chitti-C');

interface Listener {
  app: FirebaseApp;
  db: Firestore;
}

interface RoundResult {
  drawId: string;
  spinId: string;
  requestMs: number;
  /** Per listener: when it saw the new spin, relative to the spin response (negative: before it). */
  fromResponseMs: number[];
  fromRequestMs: number[];
  /** Per listener: after the first listener that saw the spin (the spread of the fan-out itself). */
  fromFirstMs: number[];
  missed: number;
  wrongSpin: number;
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, sleep(ms).then(() => Promise.reject(new Error(`${what} within ${ms / 1000} s`)))]);
}

async function round(listeners: Listener[], draw: (typeof ROUND_DRAWS)[number], siteUrl: string): Promise<RoundResult> {
  const seen: ({ at: number; spinId: string } | null)[] = listeners.map(() => null);
  const unsubscribes: Unsubscribe[] = [];
  let allSeen = () => {};
  const everyoneSaw = new Promise<void>((resolve) => (allSeen = resolve));
  try {
    const ready = listeners.map(
      ({ db }, i) =>
        new Promise<void>((resolve, reject) => {
          let initial: string | null | undefined;
          unsubscribes.push(
            onSnapshot(
              doc(db, 'draws', draw.id),
              (snapshot) => {
                const spinId = (snapshot.get('spin') as { id?: string } | null | undefined)?.id ?? null;
                if (initial === undefined) {
                  initial = spinId;
                  resolve();
                } else if (spinId !== initial && spinId !== null && !seen[i]) {
                  seen[i] = { at: performance.now(), spinId };
                  if (seen.every(Boolean)) allSeen();
                }
              },
              reject,
            ),
          );
        }),
    );
    await within(Promise.all(ready), 90_000, `${LISTENERS} listeners did not get the draw`);
    await sleep(500);
    const requestAt = performance.now();
    const response = await fetch(`${siteUrl}${draw.spinPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SPIN_KEY_HEADER]: LOCAL_DRAW_PASSWORD },
      body: '{}',
      signal: AbortSignal.timeout(60_000),
    });
    const respondedAt = performance.now();
    const answer = spinResponseSchema.parse(await response.json());
    if (!answer.success || !answer.spinId) throw new Error(`Spin on ${draw.id} refused (${response.status}): ${answer.message}`);
    await within(everyoneSaw, 30_000, 'Not every listener saw the spin').catch(() => undefined);
    const got = seen.filter((s): s is { at: number; spinId: string } => s !== null);
    return {
      drawId: draw.id,
      spinId: answer.spinId,
      requestMs: respondedAt - requestAt,
      fromResponseMs: got.map((s) => s.at - respondedAt),
      fromRequestMs: got.map((s) => s.at - requestAt),
      fromFirstMs: got.map((s) => s.at - Math.min(...got.map((g) => g.at))),
      missed: seen.length - got.length,
      wrongSpin: got.filter((s) => s.spinId !== answer.spinId).length,
    };
  } finally {
    for (const unsubscribe of unsubscribes) unsubscribe();
  }
}

export const spinFanoutSection: Section = {
  name: 'spin',
  title: `5. Live spin fan-out: ${LISTENERS} Firestore listeners (JS SDK, one app each) on one draw`,
  phase: 'emulators',
  timeoutMs: 300_000,
  async run(context) {
    await context.draws();
    const suite = context.suite();
    const listeners: Listener[] = Array.from({ length: LISTENERS }, (_, i) => {
      const app = initializeApp({ projectId: suite.projectId, apiKey: 'bench-local' }, `bench-listener-${i}`);
      const db = getFirestore(app);
      connectFirestoreEmulator(db, '127.0.0.1', suite.ports.firestore!);
      return { app, db };
    });
    const rounds: RoundResult[] = [];
    try {
      for (const draw of ROUND_DRAWS) {
        context.log(`Spin fan-out on ${draw.id}`);
        rounds.push(await round(listeners, draw, suite.urls.site));
      }
    } finally {
      await Promise.allSettled(
        listeners.map(async ({ app, db }) => {
          await terminate(db);
          await deleteApp(app);
        }),
      );
    }
    const fromResponse = distribution(
      rounds.flatMap((r) => r.fromResponseMs),
      'ms',
    );
    const fromRequest = distribution(
      rounds.flatMap((r) => r.fromRequestMs),
      'ms',
    );
    const fromFirst = distribution(
      rounds.flatMap((r) => r.fromFirstMs),
      'ms',
    );
    const requestMs = distribution(
      rounds.map((r) => r.requestMs),
      'ms',
    );
    const missed = rounds.reduce((sum, r) => sum + r.missed, 0);
    const wrongSpin = rounds.reduce((sum, r) => sum + r.wrongSpin, 0);
    const row = (name: string, d: typeof fromResponse) => [name, d.count, d.min, d.p50, d.p95, d.max];
    return {
      data: {
        listeners: LISTENERS,
        spins: rounds.length,
        delayFromResponse: fromResponse,
        delayFromRequest: fromRequest,
        delayFromFirstListener: fromFirst,
        spinRequest: requestMs,
        missed,
        wrongSpin,
        rounds: rounds.map(({ fromResponseMs: _a, fromRequestMs: _b, fromFirstMs: _c, ...r }) => ({
          ...r,
          requestMs: Number(r.requestMs.toFixed(1)),
        })),
      },
      tables: [
        {
          title: this.title,
          headers: ['delay to each listener', 'n', 'min ms', 'p50 ms', 'p95 ms', 'max ms'],
          rows: [
            row('after the spin response', fromResponse),
            row('after the spin request', fromRequest),
            row('after the first listener', fromFirst),
          ],
          notes: [
            `${rounds.length} spins (${rounds.map((r) => r.drawId).join(', ')}) × ${LISTENERS} listeners; spin request itself took ${rounds.map((r) => r.requestMs.toFixed(0)).join(' / ')} ms.`,
            'Negative "after the response" means the listener saw the spin before the HTTP answer arrived (the document is written first).',
            `Listeners that never saw the spin: ${missed}; saw a different spin: ${wrongSpin}. All listeners share one Node process.`,
          ],
        },
      ],
      summary: [
        `Spin fan-out to ${LISTENERS} listeners: p50 ${fromResponse.p50} ms, p95 ${fromResponse.p95} ms, max ${fromResponse.max} ms after the spin response; first → last listener max ${fromFirst.max} ms (missed ${missed})`,
      ],
    };
  },
};
