import { useEffect, useState } from 'react';
import { countdownParts } from './countdown.ts';

export const TICK_MS = 1000;

interface LiveCountdownProps {
  target: Date;
  /** Injectable clock for tests. */
  now?: () => number;
}

/** Days, hrs, mins and secs until `target`, refreshed every second; "Live Now" once it has passed. */
export function LiveCountdown({ target, now = Date.now }: LiveCountdownProps) {
  const [current, setCurrent] = useState(now);
  const parts = countdownParts(target, current);
  const live = parts === null;

  useEffect(() => {
    if (live) return undefined;
    const timer = setInterval(() => setCurrent(now()), TICK_MS);
    return () => clearInterval(timer);
  }, [live, now]);

  if (!parts) {
    return (
      <p className="live-countdown live-countdown--live" role="status">
        <span className="live-countdown__dot" aria-hidden="true" />
        Live Now
      </p>
    );
  }

  const units = [
    { value: parts.days, label: 'days' },
    { value: parts.hours, label: 'hrs' },
    { value: parts.minutes, label: 'mins' },
    { value: parts.seconds, label: 'secs' },
  ];
  // role="timer" is not announced on every tick; the visible numbers update each second.
  return (
    <div className="live-countdown" role="timer" aria-label="Time until the live stream starts">
      {units.map((unit) => (
        <div key={unit.label} className="live-countdown__unit">
          <span className="live-countdown__value">{String(unit.value).padStart(2, '0')}</span>
          <span className="live-countdown__label">{unit.label}</span>
        </div>
      ))}
    </div>
  );
}
