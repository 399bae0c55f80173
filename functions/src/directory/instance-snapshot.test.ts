import { describe, expect, it } from 'vitest';
import { instanceSnapshot } from './instance-snapshot.ts';
import type { LoadedDirectory } from './snapshot-store.ts';

/**
 * A stored snapshot as `loadDirectory` answers it: its body only to a caller that does not hold its
 * tag yet (as the real one reads the version document alone then). Counts the loads.
 */
function store(body = '[1]', tag = 't1') {
  const state = { body, tag, loads: [] as (string | undefined)[], fail: false };
  const load = async (knownTag: string | undefined): Promise<LoadedDirectory> => {
    state.loads.push(knownTag);
    await Promise.resolve();
    if (state.fail) throw new Error('Firestore unavailable');
    return knownTag === state.tag ? { tag: state.tag, body: null, reads: 1 } : { tag: state.tag, body: state.body, reads: 1 };
  };
  return { state, load };
}

function setup(freshMs = 1000) {
  const { state, load } = store();
  const time = { now: 0, day: '2026-11-23' };
  const current = instanceSnapshot({ load, freshMs, clock: () => time.now, today: () => time.day });
  return { state, time, current };
}

describe('an instance snapshot', () => {
  it('reads once, then answers from its copy with no read until the window has passed', async () => {
    const { state, time, current } = setup();
    const first = await current();
    expect(first.reads).toBe(1);
    expect(first.bodies.identity.toString()).toBe('[1]');

    time.now = 999;
    const again = await current();
    expect(again).toEqual({ bodies: first.bodies, reads: 0 });
    expect(state.loads).toEqual([undefined]);
  });

  it('asks again after the window, naming the tag it holds, and keeps its compressed bodies when unchanged', async () => {
    const { state, time, current } = setup();
    const first = await current();
    time.now = 1000;
    const second = await current();
    expect(state.loads).toEqual([undefined, 't1']);
    expect(second.reads).toBe(1);
    expect(second.bodies).toBe(first.bodies);
  });

  it('serves a changed snapshot once the window has passed', async () => {
    const { state, time, current } = setup();
    await current();
    Object.assign(state, { body: '[1,2]', tag: 't2' });
    time.now = 500;
    expect((await current()).bodies.tag).toBe('t1');
    time.now = 1500;
    const changed = await current();
    expect(changed.bodies.tag).toBe('t2');
    expect(changed.bodies.identity.toString()).toBe('[1,2]');
  });

  it('asks again on a new UK day even within the window (the ages change)', async () => {
    const { state, time, current } = setup();
    await current();
    time.now = 10;
    time.day = '2026-11-24';
    expect((await current()).reads).toBe(1);
    expect(state.loads).toHaveLength(2);
  });

  it('lets requests that arrive during a read share it: one read for all', async () => {
    const { state, current } = setup();
    const answers = await Promise.all([current(), current(), current()]);
    expect(state.loads).toHaveLength(1);
    expect(answers.map((a) => a.reads)).toEqual([1, 0, 0]);
    expect(new Set(answers.map((a) => a.bodies)).size).toBe(1);
  });

  it('reads on every request with a window of 0', async () => {
    const { state, current } = setup(0);
    await current();
    await current();
    expect(state.loads).toEqual([undefined, 't1']);
  });

  it('fails the requests of a failed read and tries again on the next one', async () => {
    const { state, current } = setup();
    state.fail = true;
    await expect(Promise.all([current(), current()])).rejects.toThrow('Firestore unavailable');
    state.fail = false;
    expect((await current()).reads).toBe(1);
    expect(state.loads).toHaveLength(2);
  });
});
