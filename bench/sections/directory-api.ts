import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { Section } from '../lib/section.ts';
import { distribution, ratio, type Distribution } from '../lib/stats.ts';

const CONNECTIONS = 20;
const SECONDS = 10;
/** Warm-up requests per connection: the Functions emulator starts a worker per concurrent request. */
const WARM_UP_PER_CONNECTION = 2;
export const STATIC_COPY_PATH = '/bench/families.json';

interface Load {
  latency: Distribution;
  requestsPerSecond: number;
  completed: number;
  ok: number;
  errors: number;
  non2xx: number;
  timeouts: number;
  seconds: number;
}

/** `limit`: a duration in seconds, or a number of requests (which ends when they are all answered). */
async function hammer(url: string, limit: { seconds: number } | { amount: number }) {
  const latencies: number[] = [];
  let ok = 0;
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    ...('seconds' in limit ? { duration: limit.seconds } : { amount: limit.amount }),
    timeout: 30,
    headers: { accept: 'application/json' },
  });
  instance.on('response', (_client, status, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (status >= 200 && status < 300) ok += 1;
  });
  const result = await instance;
  return { latencies, ok, errors: result.errors, non2xx: result.non2xx, timeouts: result.timeouts, seconds: result.duration };
}

function summarise(...runs: Awaited<ReturnType<typeof hammer>>[]): Load {
  const latencies = runs.flatMap((r) => r.latencies);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  const ok = runs.reduce((sum, r) => sum + r.ok, 0);
  return {
    latency: distribution(latencies, 'ms'),
    requestsPerSecond: Number((ok / seconds).toFixed(1)),
    completed: latencies.length,
    ok,
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    timeouts: runs.reduce((sum, r) => sum + r.timeouts, 0),
    seconds: Number(seconds.toFixed(1)),
  };
}

export const directoryApiSection: Section = {
  name: 'directory-api',
  title: `3. Directory API at scale: GET /api/get_families.php vs the same JSON as a static file (${CONNECTIONS} clients)`,
  phase: 'emulators',
  timeoutMs: 180_000,
  async run(context) {
    const families = await context.directory();
    const suite = context.suite();
    const apiUrl = `${suite.urls.site}/api/get_families.php`;
    const staticUrl = `${suite.urls.site}${STATIC_COPY_PATH}`;

    // The static copy is the API's own answer, byte for byte, served by the same Hosting emulator.
    const response = await fetch(apiUrl, { signal: AbortSignal.timeout(60_000) });
    const body = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new Error(`GET ${apiUrl} answered ${response.status}: ${body.toString().slice(0, 200)}`);
    const listed = (JSON.parse(body.toString()) as unknown[]).length;
    if (listed < families.length) throw new Error(`The API listed ${listed} families, ${families.length} were seeded`);
    mkdirSync(join(suite.hostingPublicDir, 'bench'), { recursive: true });
    writeFileSync(join(suite.hostingPublicDir, 'bench', 'families.json'), body);
    const copy = Buffer.from(await (await fetch(staticUrl)).arrayBuffer());
    if (!copy.equals(body)) throw new Error(`${staticUrl} does not serve the copy (${copy.length} bytes, expected ${body.length})`);

    context.log('Warming up both URLs');
    const warmUp = { amount: CONNECTIONS * WARM_UP_PER_CONNECTION };
    const warmed = summarise(await hammer(apiUrl, warmUp));
    await hammer(staticUrl, warmUp);
    context.log(`Measuring ${SECONDS} s each`);
    const api = summarise(await hammer(apiUrl, { seconds: SECONDS }));
    const file = summarise(await hammer(staticUrl, { seconds: SECONDS }));
    const ratios = {
      p50: ratio(api.latency.p50, file.latency.p50),
      p95: ratio(api.latency.p95, file.latency.p95),
      p99: ratio(api.latency.p99, file.latency.p99),
      throughputStaticOverApi: ratio(file.requestsPerSecond, api.requestsPerSecond),
    };
    const row = (name: string, load: Load) => [
      name, load.latency.p50, load.latency.p95, load.latency.p99, load.latency.max, load.requestsPerSecond, load.ok, load.errors + load.non2xx + load.timeouts,
    ];
    return {
      data: {
        families: listed,
        responseBytes: body.length,
        connections: CONNECTIONS,
        secondsEach: SECONDS,
        warmUp: { requests: warmUp.amount, latency: warmed.latency },
        api,
        staticFile: file,
        ratios: { ...ratios, note: 'latency ratios are API / static file; throughput ratio is static / API' },
      },
      tables: [
        {
          title: this.title,
          headers: ['served by', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'req/s', 'ok', 'errors'],
          rows: [
            row('API function', api),
            row('static file', file),
            ['ratio API/static', ratios.p50, ratios.p95, ratios.p99, null, ratio(api.requestsPerSecond, file.requestsPerSecond), null, null],
          ],
          notes: [
            `${listed} families, ${(body.length / 1024).toFixed(0)} KB per answer (uncompressed); ${SECONDS} s each, one after the other, after ${warmUp.amount} warm-up requests each (API warm-up p50 ${warmed.latency.p50} ms, max ${warmed.latency.max} ms).`,
            'The static file is the floor the Hosting emulator can serve; the ratio is what the function costs on top.',
          ],
        },
      ],
      summary: [
        `Directory API: p50 ${api.latency.p50} ms / p95 ${api.latency.p95} ms / p99 ${api.latency.p99} ms, ${api.requestsPerSecond} req/s — ${ratios.p50}× the static file's p50 (${file.latency.p50} ms), ${ratios.throughputStaticOverApi}× fewer req/s`,
      ],
    };
  },
};
