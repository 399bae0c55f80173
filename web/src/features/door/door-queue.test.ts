import { doorPersonKey, doorTickSchema, type DoorTick } from '@edma/contract/door';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DoorHousehold } from '@edma/contract/door';
import {
  doorStatesOf,
  doorStorageKey,
  EMPTY_DOOR,
  forgetPastDoors,
  householdsStorageKey,
  loadDoor,
  loadDoorList,
  newTick,
  newTickId,
  saveDoor,
  saveDoorList,
  toSend,
  withAnswer,
  withTick,
  type DoorStore,
} from './door-queue.ts';

const tick = (id: string, person: string, into: boolean, atMs: number, familyId = 'fam-nair'): DoorTick => ({
  id: id.padEnd(22, 'x'),
  familyId,
  person,
  in: into,
  atMs,
});
const NAIR: DoorHousehold = {
  familyId: 'fam-nair',
  familyName: 'Nair',
  reference: null,
  paid: true,
  amountPence: 0,
  allergy: false,
  people: [{ person: 'm:asha', name: 'Asha Nair', band: 'adult', noPhotos: false }],
};
const isIn = (store: DoorStore, person: string, familyId = 'fam-nair') => doorStatesOf(store).get(doorPersonKey({ familyId, person }));

beforeEach(() => localStorage.clear());

describe('the door queue', () => {
  it('keeps an event’s ticks on the phone, apart from other events', () => {
    const store = withTick(EMPTY_DOOR, tick('a', 'm:asha', true, 1));
    expect(saveDoor(localStorage, 'onam', store)).toBe(true);
    expect(loadDoor(localStorage, 'onam')).toEqual(store);
    expect(loadDoor(localStorage, 'christmas')).toEqual(EMPTY_DOOR);
  });

  it('starts empty from damaged storage rather than failing', () => {
    localStorage.setItem(doorStorageKey('onam'), '{not json');
    expect(loadDoor(localStorage, 'onam')).toEqual(EMPTY_DOOR);
    localStorage.setItem(doorStorageKey('onam'), JSON.stringify({ ticks: 'no', pending: [tick('a', 'm:asha', true, 1)] }));
    expect(loadDoor(localStorage, 'onam')).toEqual({ ...EMPTY_DOOR, pending: [tick('a', 'm:asha', true, 1)] });
  });

  it('keeps the door list (the event’s title and households) apart from the ticks', () => {
    expect(loadDoorList(localStorage, 'onam')).toBeNull();
    saveDoorList(localStorage, 'onam', { title: 'Onam Celebration', households: [NAIR] });
    expect(loadDoorList(localStorage, 'onam')).toEqual({ title: 'Onam Celebration', households: [NAIR] });
    expect(loadDoorList(localStorage, 'christmas')).toBeNull();
    // A list kept before the title was is still the list (a phone updated without signal on the day).
    localStorage.setItem(householdsStorageKey('onam'), JSON.stringify([NAIR]));
    expect(loadDoorList(localStorage, 'onam')).toEqual({ title: '', households: [NAIR] });
    // A damaged one is read again from the API rather than trusted.
    localStorage.setItem(householdsStorageKey('onam'), '{"title":"x","households":[{"familyId":1}]}');
    expect(loadDoorList(localStorage, 'onam')).toBeNull();
  });

  it('shows a queued tick at once, and an undo after it', () => {
    const ticked = withTick(EMPTY_DOOR, tick('a', 'm:asha', true, 1));
    expect(isIn(ticked, 'm:asha')).toBe(true);
    const undone = withTick(ticked, tick('b', 'm:asha', false, 2));
    expect(isIn(undone, 'm:asha')).toBe(false);
    expect(undone.pending).toHaveLength(2);
  });

  it('drops the sent ticks on the answer, keeps those tapped meanwhile, and takes the server’s ticks', () => {
    const sent = [tick('a', 'm:asha', true, 1)];
    const meanwhile = tick('b', 'g:0', true, 3);
    const otherPhone = tick('c', 'm:ravi', true, 2);
    const store = withTick(withTick(EMPTY_DOOR, sent[0]!), meanwhile);
    const after = withAnswer(store, sent, { ticks: [sent[0]!, otherPhone], refused: [] });
    expect(after.pending).toEqual([meanwhile]);
    expect(after.ticks).toEqual([sent[0], otherPhone]);
    // Two phones together: the other phone's tick, this phone's sent and queued ones.
    expect([isIn(after, 'm:asha'), isIn(after, 'm:ravi'), isIn(after, 'g:0')]).toEqual([true, true, true]);
  });

  it('keeps a refused tick with its reason, out of the queue and not counted as in', () => {
    const refusedTick = tick('a', 'm:gone', true, 1);
    const store = withTick(EMPTY_DOOR, refusedTick);
    const after = withAnswer(store, [refusedTick], { ticks: [], refused: [{ id: refusedTick.id, reason: 'Not in the booking.' }] });
    expect(after.refused).toEqual([{ tick: refusedTick, reason: 'Not in the booking.' }]);
    expect(after.pending).toEqual([]);
    expect(isIn(after, 'm:gone')).toBeUndefined();
  });

  it('lets the later tick decide, whichever phone made it', () => {
    const mine = tick('a', 'm:asha', true, 5);
    const theirsEarlier = tick('b', 'm:asha', false, 1);
    expect(isIn({ ...EMPTY_DOOR, ticks: [theirsEarlier], pending: [mine] }, 'm:asha')).toBe(true);
    const theirsLater = tick('c', 'm:asha', false, 9);
    expect(isIn({ ...EMPTY_DOOR, ticks: [theirsLater], pending: [mine] }, 'm:asha')).toBe(false);
  });

  it('sends at most one sync’s worth at a time, the oldest first', () => {
    const many = Array.from({ length: 501 }, (_, i) => tick(`t${i}`, 'm:asha', i % 2 === 0, i));
    const sending = toSend({ ...EMPTY_DOOR, pending: many });
    expect(sending).toHaveLength(500);
    expect(sending[0]).toBe(many[0]);
  });

  it('makes tick ids of 22 base64url characters, each new', () => {
    const ids = new Set(Array.from({ length: 100 }, newTickId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const made = newTick('fam-nair', 'm:asha', true, 1234);
    expect(doorTickSchema.parse(made)).toEqual({ id: made.id, familyId: 'fam-nair', person: 'm:asha', in: true, atMs: 1234 });
  });

  it('forgets the lists of past events but not their unsent ticks', () => {
    saveDoorList(localStorage, 'old', { title: 'Onam', households: [NAIR] });
    saveDoor(localStorage, 'old', { ...EMPTY_DOOR, ticks: [tick('a', 'm:asha', true, 1)], pending: [tick('b', 'm:asha', false, 2)] });
    saveDoorList(localStorage, 'older', { title: 'Onam', households: [NAIR] });
    saveDoor(localStorage, 'older', { ...EMPTY_DOOR, ticks: [tick('c', 'm:asha', true, 1)] });
    saveDoorList(localStorage, 'today', { title: 'Onam', households: [NAIR] });
    const events = [
      { eventId: 'old', date: '2027-09-01' },
      { eventId: 'older', date: '2027-08-01' },
      { eventId: 'today', date: '2027-09-11' },
    ];
    forgetPastDoors(localStorage, events, '2027-09-10');
    expect(loadDoorList(localStorage, 'old')).toBeNull();
    expect(loadDoor(localStorage, 'old')).toEqual({ ...EMPTY_DOOR, pending: [tick('b', 'm:asha', false, 2)] });
    expect(localStorage.getItem(doorStorageKey('older'))).toBeNull();
    expect(loadDoorList(localStorage, 'today')?.households).toEqual([NAIR]);
  });
});
