import { DOOR_API, type DoorWalkIn } from '@edma/contract/door';
import { useEffect, useEffectEvent, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { ApiError } from '../../api/api-client.ts';
import { useApiMutation, useApiQuery } from '../../api/use-api.ts';
import { isIn } from './door-households.ts';
import {
  doorStatesOf,
  loadDoor,
  loadDoorList,
  newTick,
  newTickId,
  saveDoor,
  saveDoorList,
  toSend,
  walkInsToSend,
  withAnswer,
  withWalkIn,
  withTick,
  type DoorStore,
} from './door-queue.ts';

/** While ticks wait, sending is tried again this often: a connection may come back without an 'online' event. */
export const RETRY_MS = 5000;
/** While nothing waits, the other phones' ticks are asked for this often. */
export const PULL_MS = 20_000;
/** The household list is read again this often, for a booking changed on the day. */
export const LIST_REFRESH_MS = 60_000;

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the phone says it has a connection (it may still fail: a sync that fails counts as offline). */
export const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

/** Why the last sync failed: 'offline' when no answer came (no signal), 'refused' when the server said no. */
export type SyncFailure = { kind: 'offline' } | { kind: 'refused'; error: unknown } | null;

const failureOf = (error: unknown): SyncFailure =>
  error instanceof ApiError && error.kind !== 'network' ? { kind: 'refused', error } : { kind: 'offline' };

/**
 * The door of one event on this phone: its household list and ticks (kept in localStorage, so a
 * reload without signal shows them), a tap that queues a tick at once, and the sending of the queue
 * whenever there is a connection. Mount it once per event (keyed by the event).
 */
export function useDoorSync(eventId: string) {
  const online = useOnline();
  const [store, setStore] = useState<DoorStore>(() => loadDoor(localStorage, eventId));
  // The latest store, for the sends under way: a tap made meanwhile must not be lost by their answer.
  const latest = useRef(store);
  const [storageRefused, setStorageRefused] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<SyncFailure>(null);
  const inFlight = useRef(false);
  const sync = useApiMutation(DOOR_API.sync);

  const list = useApiQuery(DOOR_API.list, { eventId }, { enabled: online, refetchInterval: LIST_REFRESH_MS });
  const [kept] = useState(() => loadDoorList(localStorage, eventId));
  const read = list.data ?? null;
  const households = read?.households ?? kept?.households ?? null;
  // The event's name heads the screen, without signal too.
  const title = read?.title ?? kept?.title ?? null;
  useEffect(() => {
    if (read) saveDoorList(localStorage, eventId, { title: read.title, households: read.households });
  }, [eventId, read]);

  function keep(next: DoorStore) {
    latest.current = next;
    setStorageRefused(!saveDoor(localStorage, eventId, next));
    setStore(next);
  }

  /** Sends the queue (or, when empty, asks for the other phones' ticks); one send at a time. */
  async function send() {
    if (inFlight.current || !navigator.onLine) return;
    inFlight.current = true;
    setSending(true);
    const batch = toSend(latest.current);
    const walkIns = walkInsToSend(latest.current);
    let sent = false;
    try {
      const answer = await sync.mutateAsync({ eventId, ticks: batch, walkIns });
      keep(withAnswer(latest.current, batch, answer, walkIns));
      setFailure(null);
      sent = true;
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
    // Taps made while this batch was on its way go at once; after a failure the timer tries again.
    if (sent && latest.current.pending.length + latest.current.pendingWalkIns.length > 0) void send();
  }

  const sendFromTimer = useEffectEvent(() => void send());
  // On opening, and whenever the connection comes back.
  useEffect(() => {
    if (online) sendFromTimer();
  }, [online]);
  const waiting = store.pending.length + store.pendingWalkIns.length > 0;
  useEffect(() => {
    if (!online) return;
    const timer = setInterval(sendFromTimer, waiting ? RETRY_MS : PULL_MS);
    return () => clearInterval(timer);
  }, [online, waiting]);

  const states = useMemo(() => doorStatesOf(store), [store]);

  /** A tap on a person: in if they are not, undone if they are. */
  function tap(familyId: string, person: string) {
    const into = !isIn(doorStatesOf(latest.current), familyId, person);
    keep(withTick(latest.current, newTick(familyId, person, into)));
    void send();
  }

  /** People let in without a booking, and the cash taken: queued at once, sent with the ticks. */
  function addWalkIn(walkIn: Omit<DoorWalkIn, 'id' | 'atMs'>) {
    keep(withWalkIn(latest.current, { ...walkIn, id: newTickId(), atMs: Date.now() }));
    void send();
  }

  const clearRefused = () => keep({ ...latest.current, refused: [] });

  return { title, households, list, store, states, online, sending, failure, storageRefused, tap, addWalkIn, clearRefused };
}
