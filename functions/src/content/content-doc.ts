import { FieldValue, type DocumentSnapshot, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import type { z } from 'zod';
import type { Caller } from '../auth/verify-caller.ts';
import { recordAudit } from '../store/audit-log.ts';
import { contentRef, contentVersion, type ContentKind } from '../store/content-docs.ts';

export interface ContentState<T> {
  data: T;
  version: string;
  /** When it was last saved (the seed's own time while never saved). */
  changedAtMs: number;
}

function stateOf<S extends z.ZodType>(kind: ContentKind<S>, snapshot: DocumentSnapshot): ContentState<z.infer<S>> {
  if (!snapshot.exists) return { data: kind.seed, version: 'seed', changedAtMs: kind.seedChangedAtMs };
  // Only the API writes these documents; a shape it did not write is a fault, not something to serve.
  const data = kind.schema.parse(snapshot.data()) as z.infer<S>;
  const savedAt = snapshot.get('updated_at') as Timestamp | undefined;
  return { data, version: contentVersion(snapshot), changedAtMs: savedAt?.toMillis() ?? snapshot.updateTime?.toMillis() ?? 0 };
}

/** `content/{name}` as stored, or the seed while it does not exist. */
export async function readContent<S extends z.ZodType>(db: Firestore, kind: ContentKind<S>): Promise<ContentState<z.infer<S>>> {
  return stateOf(kind, await contentRef(db, kind.name).get());
}

export interface ContentChange<T> {
  action: string;
  /** The next content; throw an DomainError to refuse (then nothing is written). */
  apply(current: T): T;
  details?: Record<string, unknown>;
}

/**
 * One committee edit, in a transaction: concurrent edits each apply to what the other saved. The
 * whole document is written with who saved it and when, and the audit log records it.
 */
export async function changeContent<S extends z.ZodType>(
  db: Firestore,
  kind: ContentKind<S>,
  caller: Caller,
  change: ContentChange<z.infer<S>>,
): Promise<z.infer<S>> {
  const ref = contentRef(db, kind.name);
  return db.runTransaction(async (tx) => {
    const current = stateOf(kind, await tx.get(ref));
    const next = change.apply(current.data);
    tx.set(ref, { ...(next as object), updated_at: FieldValue.serverTimestamp(), updated_by: caller.email });
    recordAudit(tx, caller, change.action, `content/${kind.name}`, change.details ?? {});
    return next;
  });
}
