/**
 * Runs the writes of one key (an event's bookings, a family's members) one after another within
 * this instance. A function instance serves many requests at once; without this, simultaneous
 * writes to one record would contend in Firestore and wait out growing retry back-offs (and the
 * emulator closes a transaction whose query lost such a race instead of retrying it). The
 * transaction still guards across instances: this only spares it the contention it can avoid.
 */
const tails = new Map<string, Promise<unknown>>();

export function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.catch(() => {});
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return run;
}
