import { z } from 'zod';
import { countSchema, isoDateSchema, timestampSchema } from './stored-fields.ts';

/**
 * `publicDirectory/shard-{n}`: the public directory as anonymous visitors see it, written when
 * families change and read whole by a function instance that does not hold it yet. Shard 0 also
 * carries the snapshot's validator (`etag`), the UK date its ages were counted on (`date`) and how
 * many shards there are. Every shard of one snapshot has the same `revision`.
 * `publicDirectory/version` repeats those four fields alone, written in the same transaction: the
 * one small document a visit reads when its instance already holds the snapshot. Rules deny
 * clients: only the API serves it.
 */
export const DIRECTORY = 'publicDirectory';
export const VERSION_DOC = 'version';

const snapshotMeta = {
  /** The body's validator (bodyTag). */
  etag: z.string().min(1),
  /** The UK date the ages were counted on. */
  date: isoDateSchema,
  shards: z.number().int().min(1),
};

/** `publicDirectory/version`. */
export const directoryVersionDocSchema = z.object({ ...snapshotMeta, revision: z.number().int().min(1) });

/** `publicDirectory/shard-{n}`: shard 0 with the snapshot's fields, who built it and when. */
export const directoryShardDocSchema = z
  .object({
    revision: z.number().int().min(1),
    keys: z.array(z.string()),
    /** Each family's JSON, as served. */
    families: z.array(z.string()),
    ...z.object(snapshotMeta).partial().shape,
    families_count: countSchema.optional(),
    built_by: z.string().min(1).optional(),
    built_at: timestampSchema.optional(),
  })
  .refine((shard) => shard.keys.length === shard.families.length, { message: 'A key for every family, and a family for every key.' });
