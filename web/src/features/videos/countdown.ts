export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days/hours/minutes/seconds left until `target`, or null once it has been reached ("Live Now"). */
export function countdownParts(target: Date, now: number): CountdownParts | null {
  const remainingSeconds = Math.ceil((target.getTime() - now) / 1000);
  if (remainingSeconds <= 0) return null;
  return {
    days: Math.floor(remainingSeconds / 86_400),
    hours: Math.floor((remainingSeconds % 86_400) / 3600),
    minutes: Math.floor((remainingSeconds % 3600) / 60),
    seconds: remainingSeconds % 60,
  };
}
