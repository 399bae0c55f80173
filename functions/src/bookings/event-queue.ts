/**
 * Runs the booking changes of one event one after another within this instance. A function
 * instance serves many requests at once; without this, simultaneous bookings for one event would
 * contend for its place count in Firestore and wait out growing retry back-offs. The transaction
 * still guards across instances: this only spares it the contention it can avoid.
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
