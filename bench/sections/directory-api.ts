import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchDb, bulkWriteThenRebuild } from '../lib/directory-snapshot.ts';
import { removeExtraFamilies, writeExtraFamilies } from '../lib/extra-families.ts';
import { BENCH_SEED } from '../lib/prng.ts';
import { header, rawGet } from '../lib/raw-http.ts';
import type { BenchContext, Section } from '../lib/section.ts';
import { distribution, ratio, type Distribution } from '../lib/stats.ts';
import type { Cell } from '../lib/table.ts';

const CONNECTIONS = 20;
const SECONDS = 10;
/** Warm-up requests per connection: the Functions emulator starts a worker per concurrent request. */
const WARM_UP_PER_CONNECTION = 2;
/** The large directory: the seeded 1,000 plus this many more, removed again afterwards. */
const LARGE_DIRECTORY = 10_000;
/** Sequential requests whose counted document reads are sampled. */
const READ_SAMPLES = 20;
/** What a browser sends. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
/** An API path no route answers: the function's routing and a JSON 404, no Firestore at all. */
const EMPTY_ROUTE = '/api/bench-empty-route';
const READS_HEADER = 'x-firestore-reads';

interface Load {
  latency: Distribution;
  requestsPerSecond: number;
  completed: number;
  ok: number;
  /** Transport errors, timeouts and answers with another status than expected. */
  errors: number;
  seconds: number;
}

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
  /** The status a correct answer has (the empty route's is 404, a revalidation's 304). */
  status: number;
  bytesOnWire: number;
}

/** `limit`: a duration in seconds, or a number of requests (which ends when they are all answered). */
async function hammer(target: Target, limit: { seconds: number } | { amount: number }): Promise<Load> {
  const latencies: number[] = [];
  let ok = 0;
  const instance = autocannon({
    url: target.url,
    connections: CONNECTIONS,
    ...('seconds' in limit ? { duration: limit.seconds } : { amount: limit.amount }),
    timeout: 30,
    headers: { accept: 'application/json', ...target.headers },
  });
  instance.on('response', (_client, status, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (status === target.status) ok += 1;
  });
  const result = await instance;
  return {
    latency: distribution(latencies, 'ms'),
    requestsPerSecond: Number((ok / result.duration).toFixed(1)),
    completed: latencies.length,
    ok,
    errors: result.errors + result.timeouts + (latencies.length - ok),
    seconds: Number(result.duration.toFixed(1)),
  };
}

/** Counted Firestore document reads of sequential requests, as the function reports them. */
async function sampleReads(url: string, headers: Record<string, string>, expectedStatus: number) {
  const reads: number[] = [];
  for (let i = 0; i < READ_SAMPLES; i += 1) {
    const response = await rawGet(url, headers);
    if (response.status !== expectedStatus) throw new Error(`GET ${url} answered ${response.status}, expected ${expectedStatus}`);
    reads.push(Number(header(response, READS_HEADER)));
  }
  return { min: Math.min(...reads), max: Math.max(...reads), mean: reads.reduce((a, b) => a + b, 0) / reads.length, samples: reads.length };
}

async function bytesFor(url: string) {
  const out: Record<string, { bytes: number; contentEncoding: string | null }> = {};
  for (const encoding of ['identity', 'gzip', 'br']) {
    const response = await rawGet(url, { 'accept-encoding': encoding });
    out[encoding] = { bytes: response.body.length, contentEncoding: header(response, 'content-encoding') ?? null };
  }
  return out;
}

/** One directory size: bytes, reads and latency of the API beside the empty route and the static file. */
async function measure(context: BenchContext, expectedListed: number) {
  const suite = context.suite();
  const apiUrl = `${suite.urls.site}/api/get_families.php`;
  const identity = await rawGet(apiUrl, { 'accept-encoding': 'identity' });
  if (identity.status !== 200) throw new Error(`GET ${apiUrl} answered ${identity.status}: ${identity.body.toString().slice(0, 200)}`);
  const listed = (JSON.parse(identity.body.toString()) as unknown[]).length;
  if (listed !== expectedListed) throw new Error(`The API listed ${listed} families, ${expectedListed} are approved`);
  const etag = header(identity, 'etag')!;

  // The static copy is the API's own answer, byte for byte, served by the same Hosting emulator.
  const fileName = `families-${listed}.json`;
  mkdirSync(join(suite.hostingPublicDir, 'bench'), { recursive: true });
  writeFileSync(join(suite.hostingPublicDir, 'bench', fileName), identity.body);
  const fileUrl = `${suite.urls.site}/bench/${fileName}`;
  const copy = await rawGet(fileUrl, { 'accept-encoding': 'identity' });
  if (!copy.body.equals(identity.body))
    throw new Error(`${fileUrl} does not serve the copy (${copy.body.length} bytes, expected ${identity.body.length})`);

  const bytes = { api: await bytesFor(apiUrl), staticFile: await bytesFor(fileUrl) };
  const browser = { 'accept-encoding': BROWSER_ENCODINGS };
  const reads = {
    full: await sampleReads(apiUrl, browser, 200),
    revalidation: await sampleReads(apiUrl, { ...browser, 'if-none-match': etag }, 304),
  };

  const targets: Target[] = [
    { name: 'API, full answer', url: apiUrl, headers: browser, status: 200, bytesOnWire: bytes.api.br!.bytes },
    { name: 'API, If-None-Match (304)', url: apiUrl, headers: { ...browser, 'if-none-match': etag }, status: 304, bytesOnWire: 0 },
    {
      name: 'empty API route (404)',
      url: `${suite.urls.site}${EMPTY_ROUTE}`,
      headers: browser,
      status: 404,
      bytesOnWire: (await rawGet(`${suite.urls.site}${EMPTY_ROUTE}`)).body.length,
    },
    { name: 'static file', url: fileUrl, headers: browser, status: 200, bytesOnWire: bytes.staticFile.br!.bytes },
  ];
  context.log(`${listed} families: warming up`);
  const warmUp = { amount: CONNECTIONS * WARM_UP_PER_CONNECTION };
  for (const target of targets) await hammer(target, warmUp);
  context.log(`${listed} families: measuring ${SECONDS} s each`);
  const loads: Load[] = [];
  for (const target of targets) loads.push(await hammer(target, { seconds: SECONDS }));
  const [api, revalidate, empty, file] = loads as [Load, Load, Load, Load];
  return {
    families: listed,
    targets: targets.map((t, i) => ({ name: t.name, url: t.url, headers: t.headers, bytesOnWire: t.bytesOnWire, load: loads[i] })),
    bytes,
    reads,
    ratios: {
      apiOverEmptyP50: ratio(api.latency.p50, empty.latency.p50),
      apiOverEmptyP95: ratio(api.latency.p95, empty.latency.p95),
      apiOverStaticP50: ratio(api.latency.p50, file.latency.p50),
      revalidationOverEmptyP50: ratio(revalidate.latency.p50, empty.latency.p50),
    },
  };
}

type Measured = Awaited<ReturnType<typeof measure>>;

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

function rows(size: Measured): Cell[][] {
  return size.targets.map((t) => [
    size.families,
    t.name,
    t.load!.latency.p50,
    t.load!.latency.p95,
    t.load!.latency.p99,
    t.load!.requestsPerSecond,
    t.load!.errors,
    t.name.startsWith('API, full')
      ? `${size.reads.full.min}–${size.reads.full.max}`
      : t.name.startsWith('API, If')
        ? `${size.reads.revalidation.min}–${size.reads.revalidation.max}`
        : t.name.startsWith('empty')
          ? '0'
          : '—',
    kb(t.bytesOnWire),
  ]);
}

export const directoryApiSection: Section = {
  name: 'directory-api',
  title: `3. Directory API: the snapshot at 1,000 and ${LARGE_DIRECTORY.toLocaleString('en-GB')} families vs an empty API route and the static file (${CONNECTIONS} clients)`,
  phase: 'emulators',
  timeoutMs: 900_000,
  async run(context) {
    const seeded = await context.directory();
    const approved = seeded.filter((f) => f.approval !== 'pending').length;
    const small = await measure(context, approved);

    const extraCount = LARGE_DIRECTORY - seeded.length;
    context.log(`Adding ${extraCount} families for the large directory`);
    const db = benchDb();
    const t0 = performance.now();
    const extra = await bulkWriteThenRebuild(() => writeExtraFamilies(db, extraCount, BENCH_SEED + 1), context.log);
    const seedSeconds = Number(((performance.now() - t0) / 1000).toFixed(1));
    let large: Measured;
    try {
      large = await measure(context, approved + extra.families - extra.pending);
    } finally {
      // The sections after this one read the 1,000-family directory.
      context.log(`Removing the ${extraCount} extra families`);
      await bulkWriteThenRebuild(() => removeExtraFamilies(db, extra), context.log);
    }

    const headline = (size: Measured) => {
      const api = size.targets[0]!.load!;
      const empty = size.targets[2]!.load!;
      return (
        `Directory API at ${size.families.toLocaleString('en-GB')} families: ${size.reads.full.max === 1 ? '1 read' : `${size.reads.full.min}–${size.reads.full.max} reads`} per request, ` +
        `p50 ${api.latency.p50} ms / p95 ${api.latency.p95} ms = ${size.ratios.apiOverEmptyP50}× / ${size.ratios.apiOverEmptyP95}× the empty route (${empty.latency.p50} / ${empty.latency.p95} ms), ` +
        `${kb(size.bytes.api.br!.bytes)} KB brotli on the wire (${kb(size.bytes.api.identity!.bytes)} KB of JSON)`
      );
    };
    return {
      data: {
        connections: CONNECTIONS,
        secondsEach: SECONDS,
        browserAcceptEncoding: BROWSER_ENCODINGS,
        largeDirectorySetupSeconds: seedSeconds,
        sizes: [small, large],
      },
      tables: [
        {
          title: this.title,
          headers: ['families', 'served by', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'errors', 'reads/req', 'KB on wire'],
          rows: [...rows(small), ...rows(large)],
          notes: [
            `Every request through the Hosting emulator with Accept-Encoding "${BROWSER_ENCODINGS}"; ${SECONDS} s each, one after the other, after ${CONNECTIONS * WARM_UP_PER_CONNECTION} warm-up requests each.`,
            'reads/req: Firestore documents the function read per answer (counted by its read path, X-Firestore-Reads), min–max over sequential requests.',
            ...[small, large].map(
              (s) =>
                `${s.families} families, bytes per answer: API identity ${kb(s.bytes.api.identity!.bytes)} KB, gzip ${kb(s.bytes.api.gzip!.bytes)} KB, brotli ${kb(s.bytes.api.br!.bytes)} KB ` +
                `(static file gzip ${kb(s.bytes.staticFile.gzip!.bytes)} KB, brotli ${kb(s.bytes.staticFile.br!.bytes)} KB); API p50 ${s.ratios.apiOverEmptyP50}× the empty route, ${s.ratios.apiOverStaticP50}× the static file.`,
            ),
            'The Functions emulator is far slower per request than production, for the API and the empty route alike: compare the two, not the milliseconds.',
          ],
        },
      ],
      summary: [headline(small), headline(large)],
    };
  },
};
