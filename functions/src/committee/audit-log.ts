import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../auth/verify-caller.ts';
import { db } from '../firebase/admin.ts';

export const AUDIT_LOG = 'auditLog';

/** `auditLog/{id}`: who on the committee changed what, and when (read by the console later). */
export function recordAudit(tx: Transaction, actor: Caller, action: string, target: string, details: Record<string, unknown> = {}): void {
  tx.create(db().collection(AUDIT_LOG).doc(), {
    actor: { uid: actor.uid, email: actor.email },
    action,
    target,
    details,
    at: FieldValue.serverTimestamp(),
  });
}
