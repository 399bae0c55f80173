import { z } from 'zod';
import { isoDateSchema, timestampSchema } from './stored-fields.ts';

/** `dailyRuns/{date}`: what each run of the daily job did (the committee's record that retention runs). */
export const DAILY_RUNS = 'dailyRuns';

/** `dailyRuns/{date}`: the day's report (each run's steps merged in), how many runs, and the last one's time. */
export const dailyRunDocSchema = z.object({
  date: isoDateSchema,
  /** Each step's counts, or its `error` (merged over the day's earlier runs). */
  steps: z.record(z.string(), z.record(z.string(), z.union([z.number(), z.string()]))),
  runs: z.number().int().min(1),
  lastRunAt: timestampSchema,
});
