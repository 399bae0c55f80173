import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { Firestore } from 'firebase-admin/firestore';
import { DIRECTORY, VERSION_DOC } from '../../functions/src/store/directory-docs.ts';
import { benchDb, bulkWriteThenRebuild } from '../lib/directory-snapshot.ts';
import { removeExtraFamilies, writeExtraFamilies } from '../lib/extra-families.ts';
import { BENCH_SEED } from '../lib/prng.ts';
import { header, rawGet } from '../lib/raw-http.ts';
import type { BenchContext, Section } from '../lib/section.ts';
import { distribution, ratio, type Distribution } from '../lib/stats.ts';
import type { Cell } from '../lib/table.ts';

const CONNECTIONS = 20;
/** Each target is measured in ROUNDS turns of ROUND_SECONDS, taken in turn with the others. */
const ROUNDS = 5;
const ROUND_SECONDS = 4;
/** Warm-up requests per connection: the Functions emulator starts a worker per concurrent request. */
const WARM_UP_PER_CONNECTION = 2;
const WARM_UP_STEPS = [2, 5, 10, 15, CONNECTIONS];
/** The large directory: the seeded 1,000 plus this many more, removed again afterwards. */
const LARGE_DIRECTORY = 10_000;
/** Sequential requests whose counted document reads are sampled. */
const READ_SAMPLES = 20;
/** Pause between the extra client's requests that sample the function's own timings under load. */
const SAMPLE_EVERY_MS = 100;
/** What a browser sends. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
/** An API path no route answers: the function's routing and a JSON 404, no Firestore at all. */
const EMPTY_ROUTE = '/bench-empty-route';
const READS_HEADER = 'x-firestore-reads';

interface Load {
  latency: Distribution;
  requestsPerSecond: number;
  completed: number;
  ok: number;
  /** Transport errors, timeouts and answers with another status than expected. */
  errors: number;
  seconds: number;
  /** From the function's Server-Timing, sampled during the load by one extra client. */
  functionMs?: { firestore: Distribution; total: Distribution };
  /** X-Firestore-Reads of those samples. */
  readsUnderLoad?: { min: number; max: number; mean: number; samples: number };
}

type Path = 'hosting' | 'functions' | 'firestore';

interface Target {
  name: string;
  /** Through the Hosting emulator (as visitors), straight to the Functions emulator, or Firestore alone. */
  path: Path;
  url: string;
  headers: Record<string, string>;
  /** The status a correct answer has (the empty route's is 404, a revalidation's 304). */
  status: number;
  bytesOnWire: number;
  /** The function answers it: sample its Server-Timing and X-Firestore-Reads under load. */
  sampleFunction: boolean;
}

interface Sampled {
  latencies: number[];
  ok: number;
  /** Transport errors and timeouts (answers with another status count from latencies − ok). */
  errors: number;
  seconds: number;
  firestore: number[];
  total: number[];
  reads: number[];
  /** The p50 of each round alone: rounds taken side by side are the fairest comparison on a shared machine. */
  roundP50s: number[];
}

const emptySample = (): Sampled => ({ latencies: [], ok: 0, errors: 0, seconds: 0, firestore: [], total: [], reads: [], roundP50s: [] });

function serverTiming(value: string | undefined, metric: string): number | null {
  const match = new RegExp(`(?:^|,)\\s*${metric};dur=([0-9.]+)`).exec(value ?? '');
  return match ? Number(match[1]) : null;
}

/** A duration in seconds, or a number of requests (which ends when they are all answered). */
type Limit = ({ seconds: number } | { amount: number }) & { connections?: number };

async function hammer(target: Target, limit: Limit, into: Sampled): Promise<void> {
  const instance = autocannon({
    url: target.url,
    connections: limit.connections ?? CONNECTIONS,
    ...('seconds' in limit ? { duration: limit.seconds } : { amount: limit.amount }),
    timeout: 30,
    headers: { accept: 'application/json', ...target.headers },
  });
  instance.on('response', (_client, status, _bytes, responseTime) => {
    into.latencies.push(responseTime);
    if (status === target.status) into.ok += 1;
  });
  let running = true;
  const sampler = (async () => {
    while (running && target.sampleFunction) {
      const response = await rawGet(target.url, target.headers).catch(() => null);
      if (!response) {
        into.errors += 1;
        continue;
      }
      const timing = header(response, 'server-timing');
      const firestore = serverTiming(timing, 'firestore');
      const total = serverTiming(timing, 'app');
      if (firestore !== null) into.firestore.push(firestore);
      if (total !== null) into.total.push(total);
      const reads = header(response, READS_HEADER);
      if (reads !== undefined) into.reads.push(Number(reads));
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
    }
  })();
  const result = await instance;
  running = false;
  await sampler;
  into.errors += result.errors + result.timeouts;
  into.seconds += result.duration;
}

/** The function's one Firestore read alone, from this process, at the same concurrency. */
async function hammerFirestore(db: Firestore, seconds: number, into: Sampled): Promise<void> {
  const ref = db.collection(DIRECTORY).doc(VERSION_DOC);
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          const snapshot = await ref.get();
          into.latencies.push(performance.now() - t0);
          if (snapshot.exists) into.ok += 1;
        } catch {
          into.errors += 1;
        }
      }
    }),
  );
  into.seconds += (performance.now() - started) / 1000;
}

function toLoad(sample: Sampled): Load {
  const readsUnderLoad =
    sample.reads.length > 0
      ? {
          min: Math.min(...sample.reads),
          max: Math.max(...sample.reads),
          mean: Number((sample.reads.reduce((a, b) => a + b, 0) / sample.reads.length).toFixed(2)),
          samples: sample.reads.length,
        }
      : undefined;
  return {
    latency: distribution(sample.latencies, 'ms'),
    requestsPerSecond: Number((sample.ok / sample.seconds).toFixed(1)),
    completed: sample.latencies.length,
    ok: sample.ok,
    errors: sample.latencies.length - sample.ok + sample.errors,
    seconds: Number(sample.seconds.toFixed(1)),
    ...(sample.firestore.length > 0
      ? { functionMs: { firestore: distribution(sample.firestore, 'ms'), total: distribution(sample.total, 'ms') } }
      : {}),
    ...(readsUnderLoad ? { readsUnderLoad } : {}),
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
  const directUrl = `${suite.urls.functions}/get_families.php`;
  const identity = await rawGet(apiUrl, { 'accept-encoding': 'identity' });
  if (identity.status !== 200) throw new Error(`GET ${apiUrl} answered ${identity.status}: ${identity.body.toString().slice(0, 200)}`);
  const listed = (JSON.parse(identity.body.toString()) as unknown[]).length;
  if (listed !== expectedListed) throw new Error(`The API listed ${listed} families, ${expectedListed} are approved`);
  const etag = header(identity, 'etag')!;
  const brotli = await rawGet(apiUrl, { 'accept-encoding': 'br' });

  // The static copies: the API's own answer, byte for byte, served by the same Hosting emulator;
  // once as JSON (which the emulator compresses on every request) and once as the brotli bytes the
  // API sends, as an opaque file the emulator sends as it is.
  mkdirSync(join(suite.hostingPublicDir, 'bench'), { recursive: true });
  const fileName = `families-${listed}.json`;
  writeFileSync(join(suite.hostingPublicDir, 'bench', fileName), identity.body);
  const sameBytesName = `families-${listed}-brotli.bin`;
  writeFileSync(join(suite.hostingPublicDir, 'bench', sameBytesName), brotli.body);
  const fileUrl = `${suite.urls.site}/bench/${fileName}`;
  const sameBytesUrl = `${suite.urls.site}/bench/${sameBytesName}`;
  const copy = await rawGet(fileUrl, { 'accept-encoding': 'identity' });
  if (!copy.body.equals(identity.body))
    throw new Error(`${fileUrl} does not serve the copy (${copy.body.length} bytes, expected ${identity.body.length})`);
  const sameBytes = await rawGet(sameBytesUrl, { 'accept-encoding': BROWSER_ENCODINGS });
  if (!sameBytes.body.equals(brotli.body) || header(sameBytes, 'content-encoding'))
    throw new Error(`${sameBytesUrl} is not sent as stored (${sameBytes.body.length} bytes, expected ${brotli.body.length})`);

  const bytes = { api: await bytesFor(apiUrl), staticFile: await bytesFor(fileUrl) };
  const browser = { 'accept-encoding': BROWSER_ENCODINGS };
  const reads = {
    full: await sampleReads(apiUrl, browser, 200),
    revalidation: await sampleReads(apiUrl, { ...browser, 'if-none-match': etag }, 304),
  };
  const emptyBytes = (await rawGet(`${suite.urls.site}/api${EMPTY_ROUTE}`)).body.length;
  const revalidate = { ...browser, 'if-none-match': etag };

  const targets: Target[] = [
    {
      name: 'API, full answer',
      path: 'hosting',
      url: apiUrl,
      headers: browser,
      status: 200,
      bytesOnWire: bytes.api.br!.bytes,
      sampleFunction: true,
    },
    {
      name: 'API, If-None-Match (304)',
      path: 'hosting',
      url: apiUrl,
      headers: revalidate,
      status: 304,
      bytesOnWire: 0,
      sampleFunction: true,
    },
    {
      name: 'empty API route (404)',
      path: 'hosting',
      url: `${suite.urls.site}/api${EMPTY_ROUTE}`,
      headers: browser,
      status: 404,
      bytesOnWire: emptyBytes,
      sampleFunction: false,
    },
    {
      name: 'static file (compressed per request)',
      path: 'hosting',
      url: fileUrl,
      headers: browser,
      status: 200,
      bytesOnWire: bytes.staticFile.br!.bytes,
      sampleFunction: false,
    },
    {
      name: "static file of the API's brotli bytes",
      path: 'hosting',
      url: sameBytesUrl,
      headers: browser,
      status: 200,
      bytesOnWire: brotli.body.length,
      sampleFunction: false,
    },
    {
      name: 'API, full answer',
      path: 'functions',
      url: directUrl,
      headers: browser,
      status: 200,
      bytesOnWire: bytes.api.br!.bytes,
      sampleFunction: true,
    },
    {
      name: 'API, If-None-Match (304)',
      path: 'functions',
      url: directUrl,
      headers: revalidate,
      status: 304,
      bytesOnWire: 0,
      sampleFunction: true,
    },
    {
      name: 'empty API route (404)',
      path: 'functions',
      url: `${suite.urls.functions}${EMPTY_ROUTE}`,
      headers: browser,
      status: 404,
      bytesOnWire: emptyBytes,
      sampleFunction: false,
    },
    {
      name: 'the version read alone (bench → Firestore)',
      path: 'firestore',
      url: `${DIRECTORY}/${VERSION_DOC}`,
      headers: {},
      status: 0,
      bytesOnWire: 0,
      sampleFunction: false,
    },
  ];
  const db = benchDb();
  const run = (target: Target, limit: Limit, into: Sampled) =>
    target.path === 'firestore' ? hammerFirestore(db, 'seconds' in limit ? limit.seconds : 1, into) : hammer(target, limit, into);
  context.log(`${listed} families: warming up`);
  // A few more connections at a time, so the Functions emulator's workers start outside the measured
  // rounds and never twenty at once (on a busy 2-core machine that can take over 30 s each).
  for (const target of targets) {
    for (const connections of WARM_UP_STEPS)
      await run(target, { amount: connections * WARM_UP_PER_CONNECTION, connections }, emptySample());
  }
  context.log(`${listed} families: measuring ${ROUNDS} × ${ROUND_SECONDS} s each, in turns`);
  const samples = targets.map(() => emptySample());
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, target] of targets.entries()) {
      const sample = samples[i]!;
      const from = sample.latencies.length;
      await run(target, { seconds: ROUND_SECONDS }, sample);
      sample.roundP50s.push(distribution(sample.latencies.slice(from), 'ms').p50);
    }
  }
  /** The target taken by that path whose name starts so. */
  const indexOf = (path: Path, prefix: string) => targets.findIndex((t) => t.path === path && t.name.startsWith(prefix));
  const apiRounds = samples[indexOf('hosting', 'API, full')]!.roundP50s;
  const emptyRounds = samples[indexOf('hosting', 'empty')]!.roundP50s;
  /** The full answer's p50 over the empty route's, round by round, and their median. */
  const roundRatios = apiRounds.map((p50, r) => ratio(p50, emptyRounds[r]!) ?? Number.NaN);
  const medianRoundRatio = distribution(roundRatios, '×', 2).p50;
  const loads = samples.map(toLoad);
  const find = (path: Path, prefix: string) => loads[indexOf(path, prefix)]!;
  const api = find('hosting', 'API, full');
  const revalidation = find('hosting', 'API, If');
  const empty = find('hosting', 'empty');
  const file = find('hosting', 'static file (');
  const sameBytesLoad = find('hosting', 'static file of');
  const direct = { api: find('functions', 'API, full'), revalidation: find('functions', 'API, If'), empty: find('functions', 'empty') };
  const read = find('firestore', 'the version');
  const p50 = (load: Load) => load.latency.p50;
  return {
    families: listed,
    targets: targets.map((t, i) => ({
      name: t.name,
      path: t.path,
      url: t.url,
      headers: t.headers,
      bytesOnWire: t.bytesOnWire,
      load: loads[i]!,
    })),
    bytes,
    reads,
    ratios: {
      apiOverEmptyP50: ratio(api.latency.p50, empty.latency.p50),
      apiOverEmptyP50ByRound: roundRatios,
      apiOverEmptyP50MedianOfRounds: medianRoundRatio,
      apiOverEmptyP95: ratio(api.latency.p95, empty.latency.p95),
      apiOverStaticP50: ratio(api.latency.p50, file.latency.p50),
      revalidationOverEmptyP50: ratio(revalidation.latency.p50, empty.latency.p50),
      directApiOverDirectEmptyP50: ratio(direct.api.latency.p50, direct.empty.latency.p50),
    },
    /** Where the full answer's p50 goes, each step the difference of two measured p50s (ms). */
    breakdownP50Ms: {
      emptyRouteThroughFunctionsEmulator: p50(direct.empty),
      hostingEmulatorProxy: round1(p50(empty) - p50(direct.empty)),
      versionReadInFunction: round1(p50(direct.revalidation) - p50(direct.empty)),
      versionReadAloneFromBench: p50(read),
      functionOwnFirestoreUnderLoad: api.functionMs?.firestore.p50 ?? null,
      functionOwnTotalUnderLoad: api.functionMs?.total.p50 ?? null,
      bodyThroughHosting: round1(p50(api) - p50(revalidation)),
      sameBytesStaticOverEmpty: round1(p50(sameBytesLoad) - p50(empty)),
    },
  };
}

/** "at most 1 read per request (mean 0.05 one after another, 0.1 under load)": the instances' window makes most reads 0. */
function readsPerRequest(sequential: { min: number; max: number; mean: number }, underLoad: Load['readsUnderLoad']) {
  const most = sequential.max <= 1 ? 'at most 1 read' : `${sequential.min}–${sequential.max} reads`;
  const load = underLoad ? `, ${underLoad.mean} under load` : '';
  return `${most} per request (mean ${sequential.mean.toFixed(2)} one after another${load})`;
}

const round1 = (value: number) => Number(value.toFixed(1));
/** A difference with its sign: +17.1 or −19.5. */
const signed = (value: number | null) => (value === null ? '—' : `${value < 0 ? '−' : '+'}${Math.abs(value)}`);

type Measured = Awaited<ReturnType<typeof measure>>;

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

const VIA: Record<Path, string> = { hosting: 'Hosting → Functions', functions: 'Functions emulator', firestore: 'Firestore emulator' };

function rows(size: Measured): Cell[][] {
  return size.targets.map((t) => {
    const load = t.load;
    const reads = t.name.startsWith('API, full')
      ? size.reads.full
      : t.name.startsWith('API, If')
        ? size.reads.revalidation
        : t.name.startsWith('empty')
          ? { min: 0, max: 0 }
          : t.path === 'firestore'
            ? { min: 1, max: 1 }
            : null;
    const under = load.readsUnderLoad;
    const readsText = reads ? `${reads.min}–${reads.max}${under ? ` (${under.min}–${under.max} under load)` : ''}` : '—';
    return [
      size.families,
      t.path === 'hosting' ? 'Hosting (as visitors)' : VIA[t.path],
      t.name,
      load.latency.p50,
      load.latency.p95,
      load.latency.p99,
      load.requestsPerSecond,
      load.errors,
      readsText,
      load.functionMs ? `${load.functionMs.total.p50} (read ${load.functionMs.firestore.p50})` : '—',
      kb(t.bytesOnWire),
    ];
  });
}

export const directoryApiSection: Section = {
  name: 'directory-api',
  title: `3. Directory API: the snapshot at 1,000 and ${LARGE_DIRECTORY.toLocaleString('en-GB')} families vs an empty API route and the static file (${CONNECTIONS} clients)`,
  phase: 'emulators',
  timeoutMs: 1_200_000,
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
      const api = size.targets[0]!.load;
      const empty = size.targets[2]!.load;
      const b = size.breakdownP50Ms;
      return (
        `Directory API at ${size.families.toLocaleString('en-GB')} families: ${readsPerRequest(size.reads.full, api.readsUnderLoad)}, ` +
        `p50 ${api.latency.p50} ms / p95 ${api.latency.p95} ms = ${size.ratios.apiOverEmptyP50}× / ${size.ratios.apiOverEmptyP95}× the empty route (${empty.latency.p50} / ${empty.latency.p95} ms; target 1.5×; ` +
        `p50 ratio round by round ${size.ratios.apiOverEmptyP50ByRound.join('×, ')}×, median ${size.ratios.apiOverEmptyP50MedianOfRounds}×), ` +
        `${kb(size.bytes.api.br!.bytes)} KB brotli on the wire (${kb(size.bytes.api.identity!.bytes)} KB of JSON); ` +
        `of its p50 the emulators' own Firestore read adds ${signed(b.versionReadInFunction)} ms and the body ${signed(b.bodyThroughHosting)} ms (the same bytes as a static file: ${signed(b.sameBytesStaticOverEmpty)} ms over the empty route)`
      );
    };
    const breakdownNote = (s: Measured) => {
      const b = s.breakdownP50Ms;
      return (
        `${s.families} families, where the full answer's p50 goes (differences of p50s in this run): the empty route ${b.emptyRouteThroughFunctionsEmulator} ms straight to the Functions emulator, ` +
        `${signed(b.hostingEmulatorProxy)} ms through the Hosting emulator; the version reads ${signed(b.versionReadInFunction)} ms (the function's own read under load ${b.functionOwnFirestoreUnderLoad} ms of its ${b.functionOwnTotalUnderLoad} ms; ` +
        `the same read alone from the bench ${b.versionReadAloneFromBench} ms); the body ${signed(b.bodyThroughHosting)} ms (the same bytes as a static file ${signed(b.sameBytesStaticOverEmpty)} ms over the empty route).`
      );
    };
    return {
      data: {
        connections: CONNECTIONS,
        rounds: ROUNDS,
        roundSeconds: ROUND_SECONDS,
        browserAcceptEncoding: BROWSER_ENCODINGS,
        largeDirectorySetupSeconds: seedSeconds,
        sizes: [small, large],
      },
      tables: [
        {
          title: this.title,
          headers: [
            'families',
            'path',
            'served by',
            'p50 ms',
            'p95 ms',
            'p99 ms',
            'req/s',
            'errors',
            'reads/req',
            'function ms p50',
            'KB on wire',
          ],
          rows: [...rows(small), ...rows(large)],
          notes: [
            `Accept-Encoding "${BROWSER_ENCODINGS}"; each target ${ROUNDS} × ${ROUND_SECONDS} s, taken in turns with the others (a shared machine's load falls on all alike), after warm-up requests at ${WARM_UP_STEPS.join(', ')} connections.`,
            'reads/req: Firestore documents the function read per answer (its X-Firestore-Reads), min–max over sequential requests, and under load from one extra client sampling every 100 ms.',
            "function ms: the function's own time (its Server-Timing, sampled under load): the whole handler, and its Firestore read.",
            ...[small, large].map(
              (s) =>
                `${s.families} families, bytes per answer: API identity ${kb(s.bytes.api.identity!.bytes)} KB, gzip ${kb(s.bytes.api.gzip!.bytes)} KB, brotli ${kb(s.bytes.api.br!.bytes)} KB ` +
                `(static file gzip ${kb(s.bytes.staticFile.gzip!.bytes)} KB, brotli ${kb(s.bytes.staticFile.br!.bytes)} KB); API p50 ${s.ratios.apiOverEmptyP50}× the empty route, ${s.ratios.apiOverStaticP50}× the static file; ` +
                `straight to the Functions emulator ${s.ratios.directApiOverDirectEmptyP50}×.`,
            ),
            ...[small, large].map(breakdownNote),
            'The emulators are far slower per request than production, for the API and the empty route alike: compare within the run, not the milliseconds.',
          ],
        },
      ],
      summary: [headline(small), headline(large)],
    };
  },
};
