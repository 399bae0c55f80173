import { SPIN_RESULT_DELAY_MS, winnerIndex, WRONG_PASSWORD_MESSAGE, type Spin } from '@edma/contract/draw';
import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { requestSpin } from './request-spin.ts';
import { SpinHistory, type SpinHistoryRow } from './spin-history.tsx';
import { createSpinTimeline, deviceClock, type Clock, type SpinTimelineSnapshot } from './spin-timeline.ts';
import { useReducedMotion } from './use-reduced-motion.ts';
import { useWheelRotation } from './use-wheel-rotation.ts';
import { Wheel } from './wheel.tsx';
import { arrowOffset } from './wheel-geometry.ts';

export interface DrawWheelViewProps {
  title: string;
  spinPath: string;
  names: readonly string[];
  /** The draw document's current spin (the last one started), or null before the first. */
  spin: Spin | null;
  /** The server's spin records, newest first. */
  history: readonly SpinHistoryRow[];
  clock?: Clock;
}

function winnerOf(snapshot: SpinTimelineSnapshot, names: readonly string[]): string | null {
  if (snapshot.phase !== 'done' || !snapshot.spin) return null;
  return names[winnerIndex(snapshot.spin.angle, names.length)] ?? null;
}

/** History rows may arrive before the draw document: never reveal a result the wheel hasn't shown. */
function revealedHistory(history: readonly SpinHistoryRow[], snapshot: SpinTimelineSnapshot) {
  const current = snapshot.spin;
  if (!current) return history;
  return history.filter(
    (row) =>
      row.startedAtMs <= current.startedAtMs && !(row.id === current.id && snapshot.phase !== 'done'),
  );
}

/** One draw: the wheel, the spin controls, the winner and the history, for a given draw document. */
export function DrawWheelView({ title, spinPath, names, spin, history, clock = deviceClock }: DrawWheelViewProps) {
  const [timeline] = useState(() => {
    const created = createSpinTimeline(clock);
    created.show(spin);
    return created;
  });
  useLayoutEffect(() => timeline.show(spin), [timeline, spin]);
  const snapshot = useSyncExternalStore(timeline.subscribe, timeline.getSnapshot);
  const reducedMotion = useReducedMotion();
  const rotorRef = useRef<HTMLDivElement>(null);
  useWheelRotation(rotorRef, snapshot, timeline, reducedMotion);

  const passwordId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [requesting, setRequesting] = useState(false);
  // The spin this page started, until the draw document shows it.
  const [awaitedSpinId, setAwaitedSpinId] = useState<string | null>(null);
  const awaiting = awaitedSpinId !== null && snapshot.spin?.id !== awaitedSpinId;

  useEffect(() => {
    if (!awaiting) return;
    // If the broadcast never comes, don't leave the controls locked.
    const timer = setTimeout(() => setAwaitedSpinId(null), SPIN_RESULT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [awaiting]);

  const winner = winnerOf(snapshot, names);
  useEffect(() => {
    if (winner !== null && snapshot.spin && winner !== snapshot.spin.winner) {
      console.error(`Wheel shows ${winner} but the server recorded ${snapshot.spin.winner}`);
    }
  }, [winner, snapshot.spin]);

  const spinning = snapshot.phase === 'spinning';
  const busy = spinning || requesting || awaiting;
  const status = spinning ? 'Spinning...' : winner !== null ? `Winner: ${winner}` : '';
  const wheelLabel = `${title} wheel with ${names.length} names. ${
    spinning ? 'Spinning.' : winner !== null ? `Winner: ${winner}.` : 'No winner yet.'
  }`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password || busy) return;
    setRequesting(true);
    const outcome = await requestSpin(spinPath, password);
    // Re-enable the field now, so it can take focus back after a wrong password.
    flushSync(() => setRequesting(false));
    if (outcome.kind === 'started') setAwaitedSpinId(outcome.spinId);
    if (outcome.kind === 'wrong-password') {
      window.alert(WRONG_PASSWORD_MESSAGE);
      passwordRef.current?.focus();
    }
  }

  return (
    <div className="draw">
      <h1 className="draw__title">{title}</h1>
      <Wheel
        names={names}
        rotorRef={rotorRef}
        arrowOffset={winner !== null && snapshot.spin ? arrowOffset(snapshot.spin.angle, names.length) : 0}
        label={wheelLabel}
      />
      <p className="draw__winner" data-testid="winner-banner">
        {winner !== null ? `Winner: ${winner}` : ''}
      </p>
      <p className="draw__status visually-hidden" role="status">
        {status}
      </p>
      <form className="draw__controls" onSubmit={(event) => void handleSubmit(event)}>
        <label htmlFor={passwordId} className="visually-hidden">
          Draw password
        </label>
        <input
          id={passwordId}
          ref={passwordRef}
          className="draw__password"
          type="password"
          autoComplete="off"
          placeholder="Enter password to spin"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={busy}
        />
        <button className="draw__spin" type="submit" disabled={!password || busy}>
          {busy ? 'Spinning...' : 'Spin'}
        </button>
      </form>
      <SpinHistory rows={revealedHistory(history, snapshot)} />
    </div>
  );
}
