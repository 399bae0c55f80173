import { z } from 'zod';
import { isRealIsoDate, todayIso } from './dates.ts';

/** A date of birth: empty (unknown) or a real yyyy-MM-dd date that is not in the future. */
export const dobSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || isRealIsoDate(v), { message: 'Date input not valid.' })
  .refine((v) => v === '' || v <= todayIso(), { message: 'Date of birth cannot be in the future.' });
