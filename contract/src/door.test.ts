import { describe, expect, it } from 'vitest';
import { doorStates, doorSummary, mergeTicks, mergeWalkIns, type DoorTick, type DoorWalkIn } from './door.ts';

const tick = (id: string, person: string, atMs: number, into = true, familyId = 'fam1'): DoorTick => ({
  id: id.padEnd(16, '0'),
  familyId,
  person,
  in: into,
  atMs,
});

describe('door ticks from several phones', () => {
  it('after two offline phones sync, each person is what the union of their ticks says, nothing doubled', () => {
    // Phone A ticks three people; phone B (offline too) ticks two of the same and one more, then undoes one.
    const phoneA = [tick('a1', 'm:anu', 1000), tick('a2', 'm:ben', 1010), tick('a3', 'g:0', 1020)];
    const phoneB = [tick('b1', 'm:ben', 1005), tick('b2', 'm:cara', 1030), tick('b3', 'g:0', 1040, false)];
    // A sends twice (its first answer lost); B's list reaches the server in between.
    const server = mergeTicks(phoneA, phoneB, phoneA);
    expect(server.map((t) => t.id.slice(0, 2))).toEqual(['a1', 'b1', 'a2', 'a3', 'b2', 'b3']);
    expect(Object.fromEntries(doorStates(server))).toEqual({
      'fam1~m:anu': true,
      'fam1~m:ben': true,
      'fam1~m:cara': true,
      'fam1~g:0': false,
    });
    // Each phone, merging the server's answer into its own, ends with the same states.
    expect(doorStates(mergeTicks(phoneA, server))).toEqual(doorStates(mergeTicks(phoneB, server)));
  });

  it('orders ticks of the same moment by id, so every phone agrees; a tick sent with another body keeps the first', () => {
    const undo = tick('zz', 'm:anu', 2000, false);
    const redo = tick('aa', 'm:anu', 2000, true);
    expect(doorStates([undo, redo]).get('fam1~m:anu')).toBe(false);
    expect(doorStates([redo, undo]).get('fam1~m:anu')).toBe(false);
    const forged = { ...redo, in: false };
    expect(mergeTicks([redo], [forged])).toEqual([redo]);
  });

  it('keeps households apart: the same member id in two families is two people', () => {
    const states = doorStates([tick('x1', 'm:m1', 1, true, 'fam1'), tick('x2', 'm:m1', 2, false, 'fam2')]);
    expect(Object.fromEntries(states)).toEqual({ 'fam1~m:m1': true, 'fam2~m:m1': false });
  });
});

describe('walk-ins and the door summary', () => {
  const walkIn = (id: string, people: number, cashPence: number, atMs = 1): DoorWalkIn => ({
    id: id.padEnd(16, '0'),
    name: id,
    people,
    cashPence,
    atMs,
  });

  it('counts each walk-in once, from however many phones, with the people ticked in', () => {
    const a = walkIn('wa', 2, 1000, 5);
    const b = walkIn('wb', 1, 0, 3);
    expect(mergeWalkIns([a], [b, a])).toEqual([b, a]);
    const ticks = [tick('t1', 'm:anu', 1), tick('t2', 'm:ben', 2), tick('t3', 'm:ben', 3, false)];
    expect(doorSummary(ticks, [a, b, a])).toEqual({ bookedIn: 1, walkInPeople: 3, walkInCashPence: 1000 });
    expect(doorSummary([], [])).toEqual({ bookedIn: 0, walkInPeople: 0, walkInCashPence: 0 });
  });
});
