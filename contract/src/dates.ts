import { z } from 'zod';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's calendar date as yyyy-MM-dd in the local time zone of the caller. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** True when the string is a real calendar date in yyyy-MM-dd form (rejects 2025-02-30). */
export function isRealIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A date of birth: empty (unknown) or a real yyyy-MM-dd date that is not in the future. */
export const dobSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || isRealIsoDate(v), { message: 'Date input not valid.' })
  .refine((v) => v === '' || v <= todayIso(), { message: 'Date of birth cannot be in the future.' });
