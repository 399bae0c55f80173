import { ASSOCIATION_TIME_ZONE } from './dates.ts';

/** A UK wall-clock moment: the date (yyyy-MM-dd) and time (HH:mm) people read on a UK clock. */
export interface WallTime {
  date: string;
  time: string;
}

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: ASSOCIATION_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function wallFields(ms: number) {
  const parts = Object.fromEntries(formatter.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far UK clocks are ahead of UTC at the instant `ms` (0 in winter, one hour in summer). */
function ukOffsetMs(ms: number): number {
  const f = wallFields(ms);
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant (ms since the epoch) a UK clock shows `date` `time`, e.g. 2025-09-20 10:00 (BST) is
 * 09:00 UTC. A time the clocks skip in March is read as the hour after it.
 */
export function ukWallTimeToMs({ date, time }: WallTime): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const first = asUtc - ukOffsetMs(asUtc);
  // Around a clock change the offset at the guess may differ from the offset at the answer.
  return asUtc - ukOffsetMs(first);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** What a UK clock shows at the instant `ms`. */
export function msToUkWallTime(ms: number): WallTime {
  const f = wallFields(ms);
  return { date: `${f.year}-${pad(f.month)}-${pad(f.day)}`, time: `${pad(f.hour)}:${pad(f.minute)}` };
}
