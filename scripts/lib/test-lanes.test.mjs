import { describe, expect, it } from 'vitest';
import { SLOW_FILE_SECONDS, laneCandidates, laneFiles } from './test-lanes.mjs';
import { ROOT } from './test-steps.mjs';

const files = laneCandidates(ROOT);

describe('the test lanes', () => {
  it('put every API file and browser spec in exactly one lane', () => {
    const first = laneFiles(files, 1, 2);
    const second = laneFiles(files, 2, 2);
    expect([...first, ...second].sort()).toEqual([...files].sort());
    expect(first.filter((file) => second.includes(file))).toEqual([]);
    expect(first.length).toBeGreaterThan(0);
    expect(second.length).toBeGreaterThan(0);
    expect(files.some((file) => file.startsWith('tests/api/'))).toBe(true);
    expect(files.some((file) => file.startsWith('tests/e2e/') && file.endsWith('.spec.ts'))).toBe(true);
  });

  it("keep the lanes even, counting each lane's other work", () => {
    const sample = ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => `tests/api/${n}.test.ts`);
    // Two lanes, the first with 20 s of other work: the short files go to the second first.
    const first = laneFiles(sample, 1, 2, [20, 0]);
    const second = laneFiles(sample, 2, 2, [20, 0]);
    expect(first.length + second.length).toBe(sample.length);
    expect(second.length - first.length).toBe(4);
  });

  it('name only files that exist', () => {
    for (const file of Object.keys(SLOW_FILE_SECONDS)) expect(files, file).toContain(file);
  });

  it('name no browser spec whose path holds another spec’s (Playwright takes them as patterns)', () => {
    const specs = files.filter((file) => file.startsWith('tests/e2e/'));
    for (const spec of specs)
      expect(
        specs.filter((other) => other.includes(spec)),
        spec,
      ).toEqual([spec]);
  });

  it('refuse a lane that does not exist', () => {
    expect(() => laneFiles(files, 3, 2)).toThrow(/lane must be 1..2/);
    expect(() => laneFiles(files, 0, 2)).toThrow(/lane must be 1..2/);
  });
});
