import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import type { ContentKind } from '../store/content-docs.ts';
import { contentRef } from '../store/content-docs.ts';

/*
 * Kept free of the API's request handling, so the demo seed and `npm run bootstrap` (plain Node
 * scripts) can write the content documents with the very code and shapes the functions use.
 */

/** Idempotent seeding (the demo data, `npm run bootstrap`): writes the seed only where nothing is stored. */
export async function seedContent<S extends z.ZodType>(db: Firestore, kind: ContentKind<S>): Promise<boolean> {
  const ref = contentRef(db, kind.name);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return false;
    tx.set(ref, { ...(kind.seed as object), updated_at: FieldValue.serverTimestamp(), updated_by: 'seed' });
    return true;
  });
}
