import { z } from 'zod';

/** The answer of most writes: whether it was done and the sentence to show. */
export const resultSchema = z.object({ success: z.boolean(), message: z.string().optional() });
export type Result = z.output<typeof resultSchema>;

/** The answer of a change to a listed item: `id` names an added one. */
export const changeResultSchema = resultSchema.extend({ id: z.string().optional() });
