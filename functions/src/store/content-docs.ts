import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { actorSchema, timestampSchema } from './stored-fields.ts';

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

/** `content/{name}`: rules deny every client; only the API reads and writes them. */
export const CONTENT = 'content';

export const contentRef = (db: Firestore, name: string) => db.collection(CONTENT).doc(name);

/** Changes whenever the document does; 'seed' while it does not exist (the built-in content is served). */
export function contentVersion(snapshot: DocumentSnapshot): string {
  const time = snapshot.updateTime;
  return snapshot.exists && time ? `${time.seconds}.${time.nanoseconds}` : 'seed';
}
