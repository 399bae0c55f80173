import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import type { MachineReading } from './machine-quiet.ts';
import { mergeResults, parseSections, RESULTS_HEADER, renderSection, type RunInfo, type SectionResult } from './results-markdown.ts';

const ORDER = ['bundle', 'directory-api', 'write-load'];

function run(startedAt: string, sections: string[]): RunInfo {
  return { startedAt, cpus: 2, cpuModel: 'Test CPU', loadAverage1mAtStart: 0.5, node: 'v24.0.0', sections };
}

const machine = (idleBefore: number): MachineReading => ({
  idleBefore,
  loadBefore: 1,
  cpus: 2,
  waitedSeconds: 0,
  idleDuringMin: 0.2,
  idleDuringMean: 0.5,
  loadDuringMax: 2,
});
const QUIET = machine(0.95);
const BUSY = machine(0.3);

function result(name: string, figure: number, error: string | null = null, reading: MachineReading | null = null): SectionResult {
  return {
    name,
    title: `${ORDER.indexOf(name) + 1}. ${name}`,
    tables: [
      { title: `${ORDER.indexOf(name) + 1}. ${name}`, headers: ['measure', 'value'], rows: [['p50 ms', figure]], notes: ['a note'] },
    ],
    summary: [`${name}: ${figure} ms`],
    error,
    machine: reading,
  };
}

const block = (r: SectionResult, info: RunInfo) => new Map([[r.name, renderSection(r, info)]]);
/** The file after a run of one section, rendered against the file before it as writeResults does. */
const after = (previous: string | null, r: SectionResult, info: RunInfo) =>
  mergeResults(previous, new Map([[r.name, renderSection(r, info, parseSections(previous ?? '').get(r.name))]]), ORDER);

describe('the bench results file', () => {
  it('starts as the header and the sections of the first run', () => {
    const first = run('2026-01-01T00:00:00.000Z', ['bundle', 'write-load']);
    const text = mergeResults(null, new Map([...block(result('write-load', 9), first), ...block(result('bundle', 80), first)]), ORDER);
    expect(text.startsWith(RESULTS_HEADER)).toBe(true);
    expect([...parseSections(text).keys()]).toEqual(['bundle', 'write-load']);
    expect(text).toContain('## 3. write-load');
    expect(text).toContain('p50 ms       9');
    expect(text).toContain('  • write-load: 9 ms');
  });

  it('replaces only the sections a run ran, keeps the others and orders them by section', () => {
    const first = run('2026-01-01T00:00:00.000Z', ['bundle', 'write-load']);
    const before = mergeResults(null, new Map([...block(result('bundle', 80), first), ...block(result('write-load', 9), first)]), ORDER);
    const second = run('2026-02-02T00:00:00.000Z', ['write-load', 'directory-api']);
    const after = mergeResults(
      before,
      new Map([...block(result('write-load', 12), second), ...block(result('directory-api', 66), second)]),
      ORDER,
    );
    const sections = parseSections(after);
    expect([...sections.keys()]).toEqual(['bundle', 'directory-api', 'write-load']);
    expect(sections.get('bundle')).toBe(parseSections(before).get('bundle'));
    expect(sections.get('write-load')).toContain('2026-02-02');
    expect(sections.get('write-load')).toContain('p50 ms      12');
    expect(after).not.toContain('write-load: 9 ms');
    expect(after.split(RESULTS_HEADER)).toHaveLength(2);
  });

  it('writes a failed section as its error, and keeps blocks of sections it no longer knows', () => {
    const old = `${RESULTS_HEADER}\n<!-- bench-section: retired -->\nold figures\n<!-- /bench-section: retired -->\n`;
    const info = run('2026-03-03T00:00:00.000Z', ['bundle']);
    const text = mergeResults(old, block(result('bundle', 0, 'The emulators did not start'), info), ORDER);
    expect([...parseSections(text).keys()]).toEqual(['bundle', 'retired']);
    expect(text).toContain('FAILED: The emulators did not start');
  });

  it('is already formatted as Prettier formats Markdown (npm run lint checks it)', async () => {
    const info = run('2026-01-01T00:00:00.000Z', ORDER);
    const text = mergeResults(null, new Map(ORDER.map((name) => [name, renderSection(result(name, 5), info)])), ORDER);
    expect(await format(text, { parser: 'markdown', proseWrap: 'preserve', printWidth: 140, singleQuote: true })).toBe(text);
  });

  it('replaces a timed section run on a quiet machine, saying so', () => {
    const first = after(null, result('write-load', 9, null, QUIET), run('2026-01-01T00:00:00.000Z', ['write-load']));
    const second = after(first, result('write-load', 7, null, QUIET), run('2026-01-02T00:00:00.000Z', ['write-load']));
    const section = parseSections(second).get('write-load')!;
    expect(section).toContain('idle 95 %, load 1.0 before');
    expect(section).toContain(': quiet.');
    expect(section).toContain('p50 ms       7');
    expect(section).not.toContain('p50 ms       9');
    expect(section).not.toContain('Noisy');
  });

  it('marks figures from a busy machine noisy and keeps the last quiet ones beside them, run after run', () => {
    const quiet = after(null, result('write-load', 9, null, QUIET), run('2026-01-01T00:00:00.000Z', ['write-load']));
    const noisy = after(quiet, result('write-load', 40, null, BUSY), run('2026-01-02T00:00:00.000Z', ['write-load']));
    const section = parseSections(noisy).get('write-load')!;
    expect(section).toContain('**Noisy: these figures were measured on a busy machine and are not the result');
    expect(section).toContain('idle 30 %, load 1.0 before');
    expect(section).toContain('p50 ms      40');
    expect(section).toContain('### Last quiet figures');
    expect(section).toContain('2026-01-01');
    expect(section).toContain('p50 ms       9');
    // A second noisy run still keeps the quiet figures, not the first noisy ones.
    const again = parseSections(after(noisy, result('write-load', 55, null, BUSY), run('2026-01-03T00:00:00.000Z', ['write-load']))).get(
      'write-load',
    )!;
    expect(again).toContain('p50 ms      55');
    expect(again).toContain('p50 ms       9');
    expect(again).not.toContain('p50 ms      40');
    // A quiet run replaces it all.
    const back = parseSections(after(noisy, result('write-load', 8, null, QUIET), run('2026-01-04T00:00:00.000Z', ['write-load']))).get(
      'write-load',
    )!;
    expect(back).not.toContain('p50 ms       9');
    expect(back).not.toContain('Noisy');
  });

  it('keeps the last quiet figures through a failed run too', () => {
    const quiet = after(null, result('write-load', 9, null, QUIET), run('2026-01-01T00:00:00.000Z', ['write-load']));
    const failed = parseSections(
      after(quiet, result('write-load', 0, 'The emulators did not start'), run('2026-01-02T00:00:00.000Z', ['write-load'])),
    ).get('write-load')!;
    expect(failed).toContain('FAILED: The emulators did not start');
    expect(failed).toContain('p50 ms       9');
  });

  it('keeps a block written before the machine was recorded as earlier figures, not as quiet ones', () => {
    const old = `${RESULTS_HEADER}\n<!-- bench-section: write-load -->\n\n## 3. write-load\n\nRun 2025-12-01 (sections: write-load).\n\nold figures\n\n<!-- /bench-section: write-load -->\n`;
    const section = parseSections(after(old, result('write-load', 40, null, BUSY), run('2026-01-02T00:00:00.000Z', ['write-load']))).get(
      'write-load',
    )!;
    expect(section).toContain('### Earlier figures (the machine was not recorded then)');
    expect(section).toContain('Run 2025-12-01 (sections: write-load).\n\nold figures');
    expect(section).not.toContain('### Last quiet figures');
  });

  it('says when a noisy run has no quiet figures to keep yet', () => {
    const section = parseSections(after(null, result('write-load', 40, null, BUSY), run('2026-01-02T00:00:00.000Z', ['write-load']))).get(
      'write-load',
    )!;
    expect(section).toContain('### Last quiet figures\n\nNone yet.');
  });

  it('writes noisy blocks already formatted as Prettier formats Markdown', async () => {
    const quiet = after(null, result('write-load', 9, null, QUIET), run('2026-01-01T00:00:00.000Z', ['write-load']));
    const noisy = after(quiet, result('write-load', 40, null, BUSY), run('2026-01-02T00:00:00.000Z', ['write-load']));
    expect(await format(noisy, { parser: 'markdown', proseWrap: 'preserve', printWidth: 140, singleQuote: true })).toBe(noisy);
  });
});
