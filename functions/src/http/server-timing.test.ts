import { describe, expect, it } from 'vitest';
import { serverTimingHeader, timed, withTimings } from './server-timing.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Server-Timing', () => {
  it("records each stage of a request, adding up a stage's repeats, and keeps requests apart", async () => {
    const [a, b] = await Promise.all([
      withTimings(async () => {
        await timed('tx', () => pause(20));
        await timed('tx', () => pause(20));
        return 'a';
      }),
      withTimings(async () => timed('photos', () => pause(5))),
    ]);
    expect(a.result).toBe('a');
    expect([...a.timings.keys()]).toEqual(['tx']);
    expect(a.timings.get('tx')).toBeGreaterThanOrEqual(38);
    expect([...b.timings.keys()]).toEqual(['photos']);
  });

  it('records a stage that failed, and outside a request only runs the work', async () => {
    const { timings } = await withTimings(async () => {
      await expect(timed('auth', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    });
    expect(timings.has('auth')).toBe(true);
    expect(await timed('tx', async () => 7)).toBe(7);
  });

  it('writes the header as stage;dur=ms pairs with the total last', () => {
    expect(
      serverTimingHeader(
        new Map([
          ['auth', 1.234],
          ['tx', 80],
        ]),
        101.25,
      ),
    ).toBe('auth;dur=1.2, tx;dur=80.0, total;dur=101.3');
  });
});
