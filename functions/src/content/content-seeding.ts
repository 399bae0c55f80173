import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { actorSchema, timestampSchema } from '../firebase/stored-fields.ts';
import { contentRef } from './public-content.ts';

/*
 * Kept free of the API's request handling, so the demo seed and `npm run bootstrap` (plain Node
 * scripts) can write the content documents with the very code and shapes the functions use.
 */

/** One editable content document: its shape and what is served until the committee first saves it. */
export interface ContentKind<S extends z.ZodType> {
  name: string;
  schema: S;
  seed: z.infer<S>;
  /** The time the seed counts as changed (the iCalendar feed's DTSTAMP). */
  seedChangedAtMs: number;
}

/**
 * `content/{kind.name}` as stored: the kind's fields, with when and by whom it was last saved (the
 * committee member's email, or `seed`). Every write (changeContent, seedContent) sets both.
 */
export function contentDocSchema<S extends z.ZodObject>(kind: ContentKind<S>) {
  return kind.schema.extend({ updated_at: timestampSchema, updated_by: actorSchema });
}

/** Idempotent seeding (the demo data, `npm run bootstrap`): writes the seed only where nothing is stored. */
export async function seedContent<S extends z.ZodType>(db: Firestore, kind: ContentKind<S>): Promise<boolean> {
  const ref = contentRef(db, kind.name);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return false;
    tx.set(ref, { ...(kind.seed as object), updated_at: FieldValue.serverTimestamp(), updated_by: 'seed' });
    return true;
  });
}
