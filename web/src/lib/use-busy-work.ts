import { useCallback, useRef, useState } from 'react';

/**
 * Runs one piece of async work at a time (a second start while one runs is dropped) and is busy
 * while it runs. A failure is logged as "`what` failed" and handed to `onFailure`, which should be stable.
 */
export function useBusyWork(what: string, onFailure: () => void | Promise<void>) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const run = useCallback(
    async (work: () => Promise<unknown>) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        await work();
      } catch (error) {
        console.error(`${what} failed`, error);
        await onFailure();
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [what, onFailure],
  );

  return { busy, run };
}
