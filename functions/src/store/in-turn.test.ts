import { describe, expect, it } from 'vitest';
import { inTurn } from './in-turn.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('inTurn', () => {
  it('runs the work of one key one at a time, in arrival order, whatever fails', async () => {
    const log: string[] = [];
    let running = 0;
    const job = (name: string, fail = false) =>
      inTurn('event-1', async () => {
        running += 1;
        expect(running).toBe(1);
        log.push(`start ${name}`);
        await tick();
        log.push(`end ${name}`);
        running -= 1;
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([job('a'), job('b', true), job('c')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('lets different keys run side by side', async () => {
    const order: string[] = [];
    await Promise.all([
      inTurn('x', async () => {
        order.push('x start');
        await tick();
        await tick();
        order.push('x end');
      }),
      inTurn('y', async () => {
        order.push('y start');
        order.push('y end');
      }),
    ]);
    expect(order.indexOf('y end')).toBeLessThan(order.indexOf('x end'));
  });
});
