import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { CACHE_DIR, ROOT } from '../lib/paths.ts';
import { exited } from '../lib/processes.ts';
import type { Section } from '../lib/section.ts';

/** The last `npm test` the bench timed (`--with-test-time`), kept between runs. */
const RECORD_PATH = join(CACHE_DIR, 'last-npm-test.json');

interface TestTime {
  finishedAt: string;
  seconds: number;
  exitCode: number | null;
  /** npm test's own last line: "N passed, N failed, N skipped". */
  summary: string | null;
  /** Each stage's wall seconds, from npm test's "⏱ <stage>: N s" lines (absent in records before them). */
  stages?: { name: string; seconds: number }[];
}

/** The "⏱ <stage>: N s" lines npm test ends with (the total excluded: it is `seconds`). */
export function stageTimes(output: string): { name: string; seconds: number }[] {
  return [...output.matchAll(/^⏱ (.+): (\d+) s$/gm)]
    .map((m) => ({ name: m[1]!, seconds: Number(m[2]) }))
    .filter((stage) => stage.name !== 'Total');
}

async function timeNpmTest(): Promise<TestTime> {
  const logPath = join(CACHE_DIR, 'npm-test.log');
  const log = createWriteStream(logPath);
  const started = performance.now();
  const child = spawn('npm', ['test'], {
    cwd: ROOT,
    env: { ...process.env, PATH: [join(ROOT, 'node_modules', '.bin'), process.env.PATH].join(delimiter) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  child.stdout.on('data', (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-20_000)));
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  await exited(child);
  log.end();
  const summary = [...tail.matchAll(/\d+ passed, \d+ failed, \d+ skipped/g)].at(-1)?.[0] ?? null;
  return {
    finishedAt: new Date().toISOString(),
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    exitCode: child.exitCode,
    summary,
    stages: stageTimes(tail),
  };
}

export const testTimeSection: Section = {
  name: 'test-time',
  title: '7b. Duration of `npm test`',
  phase: 'after',
  timeoutMs: 1_800_000,
  async run(context) {
    let record: TestTime | null = null;
    let source: string;
    if (context.options.withTestTime) {
      context.log('Running npm test (--with-test-time); output in .cache/bench/npm-test.log');
      record = await timeNpmTest();
      writeFileSync(RECORD_PATH, `${JSON.stringify(record, null, 2)}\n`);
      source = 'this run';
    } else if (existsSync(RECORD_PATH)) {
      record = JSON.parse(readFileSync(RECORD_PATH, 'utf8')) as TestTime;
      source = `recorded ${record.finishedAt} (not this run)`;
    } else {
      source = 'not measured: run npm run bench -- --with-test-time (or --only test-time --with-test-time)';
    }
    return {
      data: { measured: record !== null, source, ...(record ?? {}) },
      tables: [
        {
          title: this.title,
          headers: ['measure', 'value'],
          rows: [
            ['npm test duration (s)', record?.seconds ?? null],
            ...(record?.stages ?? []).map((stage) => [`  ${stage.name} (s)`, stage.seconds]),
            ['result', record ? `${record.summary ?? 'no summary line'} (exit ${record.exitCode})` : null],
            ['source', source],
          ],
        },
      ],
      summary: [
        record
          ? `npm test: ${(record.seconds / 60).toFixed(1)} min, ${record.summary ?? `exit ${record.exitCode}`} (${source})`
          : `npm test: ${source}`,
      ],
    };
  },
};
