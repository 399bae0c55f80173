// The benchmark run behind `npm run bench`: sections in order, each with its own time limit; a
// failing section records its error and the others still run. Prints the tables and a summary,
// writes bench/results.json, and merges the sections run into docs/bench-results.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { connectAdmin, type Admin } from './lib/admin.ts';
import { parseArgs, selected } from './lib/args.ts';
import { startSuite, type RunningSuite } from './lib/emulators.ts';
import { errorWithCauses } from './lib/error-causes.ts';
import { CACHE_DIR, RESULTS_MARKDOWN_PATH, RESULTS_PATH } from './lib/paths.ts';
import { BENCH_SEED } from './lib/prng.ts';
import { BENCH_DIST, buildProductionWeb } from './lib/production-build.ts';
import type { BenchContext, Section, SectionOutput } from './lib/section.ts';
import { ensureDraws } from './lib/ensure-draws.ts';
import { seedDirectory, type SeededFamily } from './lib/seed-directory.ts';
import { writeResults, type SectionResult } from './lib/results-markdown.ts';
import { isQuiet, QUIET_IDLE, summariseSamples, type MachineReading } from './lib/machine-quiet.ts';
import { sampleMachine, waitForQuietCpu } from './lib/quiet-cpu.ts';
import { renderTable, type Table } from './lib/table.ts';
import { announcementDeliverySection } from './sections/announcement-delivery.ts';
import { bookingTotalsSection } from './sections/booking-totals.ts';
import { bundleSection } from './sections/bundle.ts';
import { coldStartSection } from './sections/cold-start.ts';
import { directoryApiSection } from './sections/directory-api.ts';
import { directoryBrowserSection } from './sections/directory-browser.ts';
import { lighthouseSection } from './sections/lighthouse.ts';
import { spinFanoutSection } from './sections/spin-fanout.ts';
import { testTimeSection } from './sections/test-time.ts';
import { wheelSection } from './sections/wheel.ts';
import { writeLoadSection } from './sections/write-load.ts';

export const DIRECTORY_FAMILIES = 1000;
export const DIRECTORY_MEMBERS = 4000;
/** Members with a photo: the demo data's own share. */
export const PHOTO_SHARE = 0.2;

/** In run order: the write load last, as it adds families to the directory the others read. */
const SECTIONS: Section[] = [
  bundleSection,
  directoryApiSection,
  lighthouseSection,
  directoryBrowserSection,
  spinFanoutSection,
  bookingTotalsSection,
  announcementDeliverySection,
  wheelSection,
  writeLoadSection,
  coldStartSection,
  testTimeSection,
];

const log = (message: string) => console.log(`[bench] ${message}`);
// firebase-admin would otherwise probe for a cloud metadata server that does not exist here.
process.env.METADATA_SERVER_DETECTION = 'none';
const options = parseArgs(
  process.argv.slice(2),
  SECTIONS.map((s) => s.name),
);
const startedAt = new Date();
const started = performance.now();
const outputs = new Map<string, { section: Section; seconds: number; output?: SectionOutput; error?: string; machine?: MachineReading }>();
/** How long a timed section waits for a quiet machine before it runs anyway (and is marked noisy). */
const QUIET_WAIT_MS = Number(process.env.EDMA_BENCH_QUIET_WAIT_S ?? 180) * 1000;
const setup: Record<string, unknown> = {};

let suite: RunningSuite | null = null;
let admin: Admin | null = null;
let build: Promise<string> | null = null;
let directory: Promise<SeededFamily[]> | null = null;
let draws: Promise<void> | null = null;

const context: BenchContext = {
  options,
  log,
  productionBuild() {
    build ??= Promise.resolve().then(() => {
      log('Production build of the web app (web/dist-bench)');
      setup.productionBuildSeconds = Number(buildProductionWeb().toFixed(1));
      return BENCH_DIST;
    });
    return build;
  },
  suite() {
    if (!suite) throw new Error('The emulators are not running.');
    return suite;
  },
  admin() {
    admin ??= connectAdmin(context.suite());
    return admin;
  },
  directory() {
    directory ??= (async () => {
      const size = { families: DIRECTORY_FAMILIES, members: DIRECTORY_MEMBERS, photoShare: PHOTO_SHARE, seed: BENCH_SEED };
      const t0 = performance.now();
      const families = await seedDirectory(size, log);
      setup.seed = { ...size, seconds: Number(((performance.now() - t0) / 1000).toFixed(1)) };
      log(`Seeded ${families.length} families / ${DIRECTORY_MEMBERS} members in ${(setup.seed as { seconds: number }).seconds} s`);
      return families;
    })();
    return directory;
  },
  draws() {
    draws ??= ensureDraws(context.admin());
    return draws;
  },
};

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s and was abandoned`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function results() {
  return {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    durationSeconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      memoryGiB: Number((totalmem() / 2 ** 30).toFixed(1)),
      loadAverage1mAtStart: loadAverageAtStart,
      node: process.version,
    },
    note: 'Timings from a shared machine: compare figures within one run only.',
    options: { only: options.only ? [...options.only] : null, withTestTime: options.withTestTime, slot: options.slot },
    setup,
    sections: Object.fromEntries(
      [...outputs].map(([name, r]) => [
        name,
        r.output
          ? { title: r.section.title, ok: true, sectionSeconds: r.seconds, machine: r.machine ?? null, ...r.output.data }
          : { title: r.section.title, ok: false, sectionSeconds: r.seconds, error: r.error },
      ]),
    ),
  };
}

function saveResults() {
  writeFileSync(RESULTS_PATH, `${JSON.stringify(results(), null, 2)}\n`);
}

/** Waits (bounded) for a quiet machine before a timed section; answers how to finish its reading. */
async function watchMachine(section: Section): Promise<() => MachineReading> {
  const t0 = performance.now();
  // Quiet CPUs over one sample and a load average of at most one per CPU, or the wait's end.
  let idleBefore = 0;
  do idleBefore = await waitForQuietCpu({ idle: QUIET_IDLE, maxMs: Math.max(0, QUIET_WAIT_MS - (performance.now() - t0)) });
  while (loadavg()[0]! > cpus().length && performance.now() - t0 < QUIET_WAIT_MS);
  const before = { idleBefore, loadBefore: loadavg()[0]!, cpus: cpus().length, waitedSeconds: (performance.now() - t0) / 1000 };
  log(
    `${section.name}: CPUs ${Math.round(idleBefore * 100)} % idle, load ${before.loadBefore.toFixed(1)} (waited ${Math.round(before.waitedSeconds)} s)`,
  );
  const sampler = sampleMachine();
  return () => ({ ...before, ...summariseSamples(sampler.stop(), { idle: idleBefore, load: before.loadBefore }) });
}

async function runSection(section: Section) {
  log(`▶ ${section.title}`);
  const finishReading = section.untimed ? null : await watchMachine(section);
  const t0 = performance.now();
  const interrupted = () => (section.phase === 'emulators' ? suite?.interruption() : null);
  try {
    if (interrupted()) throw new Error(`Not run: ${interrupted()}`);
    const output = await withTimeout(section.run(context), section.timeoutMs, section.name);
    // Figures taken while the emulators were going down are not figures.
    if (interrupted()) throw new Error(`Discarded: ${interrupted()}`);
    const machine = finishReading?.();
    outputs.set(section.name, { section, seconds: Number(((performance.now() - t0) / 1000).toFixed(1)), output, machine });
  } catch (error) {
    const message = errorWithCauses(error);
    outputs.set(section.name, { section, seconds: Number(((performance.now() - t0) / 1000).toFixed(1)), error: message });
    log(`✘ ${section.name} failed: ${message}`);
  }
  log(`${section.name} done in ${outputs.get(section.name)!.seconds} s`);
  saveResults();
}

async function stopSuite() {
  const running = suite;
  suite = null;
  if (admin) await admin.close().catch(() => undefined);
  admin = null;
  if (running) {
    log('Stopping the emulators');
    await running.stop();
  }
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: stopping`);
    void stopSuite().finally(() => {
      saveResults();
      process.exit(130);
    });
  });
}

const loadAverageAtStart = Number(loadavg()[0]!.toFixed(2));
mkdirSync(CACHE_DIR, { recursive: true });
const chosen = SECTIONS.filter((s) => selected(options, s.name));
log(`Sections: ${chosen.map((s) => s.name).join(', ')} (load average ${loadAverageAtStart} on ${cpus().length} CPUs)`);

for (const section of chosen.filter((s) => s.phase === 'build')) await runSection(section);

const inSuite = chosen.filter((s) => s.phase === 'emulators');
if (inSuite.length > 0) {
  try {
    log(`Starting the emulators on slot ${options.slot}`);
    suite = await startSuite(options.slot, log);
    setup.emulatorsStartSeconds = Number(suite.startSeconds.toFixed(1));
  } catch (error) {
    const message = `The emulators did not start: ${error instanceof Error ? error.message : String(error)}`;
    log(message);
    for (const section of inSuite) outputs.set(section.name, { section, seconds: 0, error: message });
  }
  if (suite) {
    try {
      for (const section of inSuite) await runSection(section);
    } finally {
      await stopSuite();
    }
  }
}

for (const section of chosen.filter((s) => s.phase === 'after')) await runSection(section);

const tables: Table[] = [];
const summary: string[] = [];
const written: SectionResult[] = [];
// Printed by section number (the run order differs: the write load goes last, for instance).
const byNumber = (sections: readonly Section[]) => [...sections].sort((a, b) => a.title.localeCompare(b.title, 'en', { numeric: true }));
for (const section of byNumber(chosen)) {
  const r = outputs.get(section.name);
  if (!r) continue;
  if (r.output) {
    tables.push(...r.output.tables);
    const noisy = r.machine && !isQuiet(r.machine);
    summary.push(...r.output.summary.map((line) => (noisy ? `[noisy: the machine was busy] ${line}` : line)));
    written.push({
      name: section.name,
      title: section.title,
      tables: r.output.tables,
      summary: r.output.summary,
      error: null,
      machine: r.machine ?? null,
    });
  } else {
    const firstLine = (r.error ?? '').split('\n')[0]!;
    tables.push({ title: section.title, headers: ['error (in full in results.json)'], rows: [[firstLine]] });
    summary.push(`${section.name}: FAILED — ${firstLine}`);
    written.push({ name: section.name, title: section.title, tables: [], summary: [], error: firstLine, machine: null });
  }
}
saveResults();
const machine = results().machine;
writeResults(
  RESULTS_MARKDOWN_PATH,
  written,
  { startedAt: startedAt.toISOString(), ...machine, sections: written.map((r) => r.name) },
  byNumber(SECTIONS).map((s) => s.name),
);
const total = (performance.now() - started) / 1000;
console.log(
  `\n${'═'.repeat(100)}\nEDMA benchmarks — ${startedAt.toISOString()} — ${cpus().length} CPUs, load ${loadAverageAtStart} at start`,
);
for (const table of tables) console.log(renderTable(table));
console.log(`\nSummary (${(total / 60).toFixed(1)} min; compare figures within one run only)`);
for (const line of summary) console.log(`  • ${line}`);
console.log(`\nResults: ${RESULTS_PATH} and, section by section, ${RESULTS_MARKDOWN_PATH}`);
// Slow figures are reported, not failed; a section that could not measure fails the run.
process.exit([...outputs.values()].some((r) => r.error) ? 1 : 0);
