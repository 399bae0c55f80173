import { winnerIndex, WRONG_PASSWORD_MESSAGE, type Spin } from '@edma/contract/draw';
import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { requestSpin } from './request-spin.ts';
import { SpinHistory, type SpinHistoryRow } from './spin-history.tsx';
import { createSpinTimeline, deviceClock, type Clock, type SpinTimelineSnapshot } from './spin-timeline.ts';
import { useReducedMotion } from './use-reduced-motion.ts';
import { useWheelRotation } from './use-wheel-rotation.ts';
import { Wheel } from './wheel.tsx';
import { arrowOffset, restRotation } from './wheel-geometry.ts';

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

/**
 * How long a started spin may take to reach this page through the draw document before the controls
 * are given back (it normally arrives before the request's own answer).
 */
export const AWAIT_BROADCAST_MS = 10_000;

function winnerOf(snapshot: SpinTimelineSnapshot, names: readonly string[]): string | null {
  if (snapshot.phase !== 'done' || !snapshot.spin) return null;
  return names[winnerIndex(snapshot.spin.angle, names.length)] ?? null;
}

/** History rows may arrive before the draw document: never reveal a result the wheel hasn't shown. */
function revealedHistory(history: readonly SpinHistoryRow[], snapshot: SpinTimelineSnapshot) {
  const current = snapshot.spin;
  if (!current) return history;
  return history.filter((row) => row.startedAtMs <= current.startedAtMs && !(row.id === current.id && snapshot.phase !== 'done'));
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
  // Too many attempts: the server's message, shown until the next attempt or until a spin starts.
  const [refusal, setRefusal] = useState<{ message: string; spinId: string | null } | null>(null);
  const notice = refusal && refusal.spinId === (snapshot.spin?.id ?? null) ? refusal.message : null;
  // The spin this page started, until the draw document shows it.
  const [awaitedSpinId, setAwaitedSpinId] = useState<string | null>(null);
  const awaiting = awaitedSpinId !== null && snapshot.spin?.id !== awaitedSpinId;

  useEffect(() => {
    if (!awaiting) return;
    // If the broadcast never comes, don't leave the controls locked.
    const timer = setTimeout(() => {
      console.error('The spin started but this page has not received it.');
      setAwaitedSpinId(null);
    }, AWAIT_BROADCAST_MS);
    return () => clearTimeout(timer);
  }, [awaiting]);

  const winner = winnerOf(snapshot, names);
  useEffect(() => {
    if (winner !== null && snapshot.spin && winner !== snapshot.spin.winner) {
      console.error(`Wheel shows ${winner} but the server recorded ${snapshot.spin.winner}`);
    }
  }, [winner, snapshot.spin]);

  const spinning = snapshot.phase === 'spinning';
  // The request is in flight, or answered and its spin not here yet: the wheel is not turning.
  const checking = !spinning && (requesting || awaiting);
  const busy = spinning || checking;
  const status = spinning ? 'Spinning...' : checking ? 'Checking...' : winner !== null ? `Winner: ${winner}` : '';
  // Labels are laid out to read the right way up where the wheel comes to rest (with reduced motion
  // it holds still at 0 until the result).
  const labelRotation =
    snapshot.spin && (snapshot.phase === 'done' || (spinning && !reducedMotion)) ? restRotation(snapshot.spin.angle) : 0;
  const wheelLabel = `${title} wheel with ${names.length} names. ${
    spinning ? 'Spinning.' : winner !== null ? `Winner: ${winner}.` : 'No winner yet.'
  }`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password || busy) return;
    setRefusal(null);
    setRequesting(true);
    const outcome = await requestSpin(spinPath, password);
    // Apply the outcome before the alert, which blocks the page until it is closed.
    flushSync(() => {
      setRequesting(false);
      if (outcome.kind === 'started') setAwaitedSpinId(outcome.spinId);
      if (outcome.kind === 'rate-limited' || outcome.kind === 'cannot-spin') {
        setRefusal({ message: outcome.message, spinId: snapshot.spin?.id ?? null });
      }
    });
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
        labelRotation={labelRotation}
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
          // Disabled during a spin (spec); only read-only while checking, so it keeps its focus.
          disabled={spinning}
          readOnly={checking}
          aria-describedby={notice ? `${passwordId}-notice` : undefined}
        />
        <button className="draw__spin" type="submit" disabled={!password || busy}>
          {spinning ? 'Spinning...' : checking ? 'Checking...' : 'Spin'}
        </button>
      </form>
      <p id={`${passwordId}-notice`} className="draw__notice" role="alert">
        {notice ?? ''}
      </p>
      <SpinHistory rows={revealedHistory(history, snapshot)} />
    </div>
  );
}
