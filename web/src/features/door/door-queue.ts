import {
  doorHouseholdSchema,
  doorStates,
  doorTickSchema,
  doorWalkInSchema,
  mergeTicks,
  mergeWalkIns,
  MAX_TICKS_PER_SYNC,
  MAX_WALK_INS_PER_SYNC,
  type DoorTick,
  type DoorWalkIn,
} from '@edma/contract/door';
import { z } from 'zod';

/*
 * What one phone knows of an event's door, kept in localStorage so it survives a reload without
 * signal: the household list, every tick the server last answered, the phone's own ticks not sent
 * yet (the pending queue) and those the server refused. Ticks are events, never a state that
 * overwrites: who is in is worked out from all of them (doorStates), so two phones merge.
 */

/** A tick the server did not keep, with its reason. */
export interface RefusedTick {
  tick: DoorTick;
  reason: string;
}

export interface DoorStore {
  /** Every tick of the event, as the server last answered. */
  ticks: DoorTick[];
  /** Made here and not yet kept by the server. */
  pending: DoorTick[];
  refused: RefusedTick[];
  /** Every walk-in of the event, as the server last answered. */
  walkIns: DoorWalkIn[];
  /** Walk-ins added here and not yet kept by the server. */
  pendingWalkIns: DoorWalkIn[];
}

/** The refused ticks kept to show: the latest ones; older ones are history nobody at the door needs. */
const MAX_REFUSED = 50;

const storedSchema = z.object({
  ticks: z.array(doorTickSchema).catch([]),
  pending: z.array(doorTickSchema).catch([]),
  refused: z.array(z.object({ tick: doorTickSchema, reason: z.string() })).catch([]),
  walkIns: z.array(doorWalkInSchema).catch([]),
  pendingWalkIns: z.array(doorWalkInSchema).catch([]),
});

export const EMPTY_DOOR: DoorStore = { ticks: [], pending: [], refused: [], walkIns: [], pendingWalkIns: [] };

/** Where an event's ticks are kept. */
export const doorStorageKey = (eventId: string) => `edma-door:${eventId}`;
/** Where an event's household list is kept (apart: the list is refreshed from reads, the ticks from syncs). */
export const householdsStorageKey = (eventId: string) => `edma-door:${eventId}:list`;

const keptListSchema = z.union([
  z.object({ title: z.string(), households: z.array(doorHouseholdSchema) }),
  // Kept before the title was: a phone updated on the day without signal still has its list.
  z.array(doorHouseholdSchema).transform((households) => ({ title: '', households })),
]);
/** An event's door list as this phone last read it: the event's title and its households. */
export type KeptDoorList = z.output<typeof keptListSchema>;

/** The event's door list as this phone last read it; null when none (or nothing readable) is kept. */
export function loadDoorList(storage: Storage, eventId: string): KeptDoorList | null {
  try {
    const raw = storage.getItem(householdsStorageKey(eventId));
    const parsed = keptListSchema.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveDoorList(storage: Storage, eventId: string, list: KeptDoorList): boolean {
  try {
    storage.setItem(householdsStorageKey(eventId), JSON.stringify(list));
    return true;
  } catch {
    return false;
  }
}

/** The event's ticks as this phone kept them; empty when nothing (or nothing readable) is kept. */
export function loadDoor(storage: Storage, eventId: string): DoorStore {
  try {
    const raw = storage.getItem(doorStorageKey(eventId));
    if (!raw) return EMPTY_DOOR;
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY_DOOR;
  } catch {
    // Blocked storage or a damaged entry: start from the server's answer.
    return EMPTY_DOOR;
  }
}

/** Keeps the event's ticks; false when the phone refused (storage full or blocked). */
export function saveDoor(storage: Storage, eventId: string, store: DoorStore): boolean {
  try {
    storage.setItem(doorStorageKey(eventId), JSON.stringify(store));
    return true;
  } catch {
    return false;
  }
}

/** A tick id: 16 random bytes, base64url (22 characters). */
export function newTickId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** A tap on a person: in (true) or undone (false), now. */
export const newTick = (familyId: string, person: string, into: boolean, atMs = Date.now()): DoorTick => ({
  id: newTickId(),
  familyId,
  person,
  in: into,
  atMs,
});

/** The tap queued to send. */
export const withTick = (store: DoorStore, tick: DoorTick): DoorStore => ({ ...store, pending: [...store.pending, tick] });

/** A walk-in queued to send. */
export const withWalkIn = (store: DoorStore, walkIn: DoorWalkIn): DoorStore => ({
  ...store,
  pendingWalkIns: [...store.pendingWalkIns, walkIn],
});

/** The next ticks to send (the oldest first, at most what one sync carries). */
export const toSend = (store: DoorStore): DoorTick[] => store.pending.slice(0, MAX_TICKS_PER_SYNC);

/** The next walk-ins to send, with the ticks. */
export const walkInsToSend = (store: DoorStore): DoorWalkIn[] => store.pendingWalkIns.slice(0, MAX_WALK_INS_PER_SYNC);

/** Every walk-in this phone knows of: the server's and its own not sent yet. */
export const walkInsOf = (store: DoorStore): DoorWalkIn[] => mergeWalkIns(store.walkIns, store.pendingWalkIns);

/**
 * The server's answer to the ticks `sent`: they leave the queue (those tapped meanwhile stay), the
 * answer's ticks are the event's, and the refused ones are kept with their reason.
 */
export function withAnswer(
  store: DoorStore,
  sent: readonly DoorTick[],
  answer: { ticks: DoorTick[]; walkIns?: DoorWalkIn[]; refused: readonly { id: string; reason: string }[] },
  sentWalkIns: readonly DoorWalkIn[] = [],
): DoorStore {
  const sentWalkInIds = new Set(sentWalkIns.map((walkIn) => walkIn.id));
  const sentIds = new Set(sent.map((tick) => tick.id));
  const reasons = new Map(answer.refused.map((r) => [r.id, r.reason]));
  const refused = sent.flatMap((tick) => {
    const reason = reasons.get(tick.id);
    return reason === undefined ? [] : [{ tick, reason }];
  });
  return {
    ...store,
    ticks: answer.ticks,
    pending: store.pending.filter((tick) => !sentIds.has(tick.id)),
    refused: [...store.refused, ...refused].slice(-MAX_REFUSED),
    walkIns: answer.walkIns ?? store.walkIns,
    pendingWalkIns: store.pendingWalkIns.filter((walkIn) => !sentWalkInIds.has(walkIn.id)),
  };
}

/** Who is in on this phone: the server's ticks and the queued ones together (doorPersonKey → in). */
export const doorStatesOf = (store: DoorStore): Map<string, boolean> => doorStates(mergeTicks(store.ticks, store.pending));

/**
 * Forgets the lists of events over before `since` (an ISO date): names and the allergy flag stay on
 * the phone no longer than the door needs them. Unsent ticks are kept until sent.
 */
export function forgetPastDoors(storage: Storage, events: readonly { eventId: string; date: string }[], since: string): void {
  for (const event of events) {
    if (event.date >= since) continue;
    const kept = loadDoor(storage, event.eventId);
    try {
      storage.removeItem(householdsStorageKey(event.eventId));
      if (kept.pending.length > 0 || kept.pendingWalkIns.length > 0) {
        saveDoor(storage, event.eventId, { ...EMPTY_DOOR, pending: kept.pending, pendingWalkIns: kept.pendingWalkIns });
      } else storage.removeItem(doorStorageKey(event.eventId));
    } catch {
      // Blocked storage holds nothing to forget.
    }
  }
}
