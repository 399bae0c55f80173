import { describe, expect, it } from 'vitest';
import { runLanes } from './parallel-steps.mjs';

const node = (code) => ({ command: process.execPath, args: ['-e', code] });

describe('lanes of steps', () => {
  it('run side by side, each step after the one before it, every line marked with its lane', async () => {
    const lines = [];
    const results = await runLanes(
      [
        // Lane a writes "a1" only after lane b has had time to start: the two lanes overlap.
        {
          name: 'a',
          steps: [
            { name: 'first', ...node('setTimeout(() => console.log("a1"), 300)') },
            { name: 'second', ...node('console.log("a2")') },
          ],
        },
        { name: 'b', steps: [{ name: 'only', ...node('console.error("b1")') }] },
      ],
      { cwd: process.cwd(), write: (line) => lines.push(line) },
    );
    expect(results.map((r) => [r.name, r.ok])).toEqual([
      ['first', true],
      ['second', true],
      ['only', true],
    ]);
    expect(lines).toContain('[a] a1\n');
    expect(lines).toContain('[b] b1\n');
    expect(lines.indexOf('[b] b1\n')).toBeLessThan(lines.indexOf('[a] a1\n'));
    expect(lines.indexOf('[a] a1\n')).toBeLessThan(lines.indexOf('[a] a2\n'));
  });

  it('go on after a failed step, and report it failed', async () => {
    const results = await runLanes(
      [
        {
          name: 'a',
          steps: [
            { name: 'fails', ...node('process.exit(3)'), isCheck: true },
            { name: 'runs', ...node('') },
          ],
        },
      ],
      { cwd: process.cwd(), write: () => {} },
    );
    expect(results.map((r) => [r.name, r.ok, r.isCheck])).toEqual([
      ['fails', false, true],
      ['runs', true, false],
    ]);
    expect(results.every((r) => r.seconds >= 0)).toBe(true);
  });
});
