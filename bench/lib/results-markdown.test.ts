import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { mergeResults, parseSections, RESULTS_HEADER, renderSection, type RunInfo, type SectionResult } from './results-markdown.ts';

const ORDER = ['bundle', 'directory-api', 'write-load'];

function run(startedAt: string, sections: string[]): RunInfo {
  return { startedAt, cpus: 2, cpuModel: 'Test CPU', loadAverage1mAtStart: 0.5, node: 'v24.0.0', sections };
}

function result(name: string, figure: number, error: string | null = null): SectionResult {
  return {
    name,
    title: `${ORDER.indexOf(name) + 1}. ${name}`,
    tables: [
      { title: `${ORDER.indexOf(name) + 1}. ${name}`, headers: ['measure', 'value'], rows: [['p50 ms', figure]], notes: ['a note'] },
    ],
    summary: [`${name}: ${figure} ms`],
    error,
  };
}

const block = (r: SectionResult, info: RunInfo) => new Map([[r.name, renderSection(r, info)]]);

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
});
