import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db } from './admin.ts';
import type { DailyContext } from './clock.ts';
import { actorSchema, timestampSchema } from './stored-fields.ts';

export const AUDIT_LOG = 'auditLog';

/**
 * `auditLog/{id}` (or `{action}.{date}` for the daily job's privacy steps): who did what to which
 * document. An erased family's address is replaced by "erased" in `actor.email` and `details.email`.
 */
export const auditLogDocSchema = z.object({
  actor: z.object({ uid: z.string().min(1), email: actorSchema }),
  action: z.string().min(1),
  /** A document path, or the UK date a daily step ran for. */
  target: z.string().min(1),
  details: z.record(z.string(), z.unknown()),
  at: timestampSchema,
});
export type AuditLogDoc = z.output<typeof auditLogDocSchema>;

/** Who acted: the verified caller (or a job's stand-in); only its uid and email are kept. */
export interface AuditActor {
  uid: string;
  email: string;
}

/** `auditLog/{id}`: who on the committee changed what, and when (read by the console later). */
export function recordAudit(
  tx: Transaction,
  actor: AuditActor,
  action: string,
  target: string,
  details: Record<string, unknown> = {},
): void {
  tx.create(db().collection(AUDIT_LOG).doc(), {
    actor: { uid: actor.uid, email: actor.email },
    action,
    target,
    details,
    at: FieldValue.serverTimestamp(),
  });
}

/** The daily job, as the audit log and an erasure name it. */
export const DAILY_JOB_ACTOR = { uid: 'daily-job', email: 'daily job', committee: false } as const;

/** The daily job's record of a privacy step in the audit log (what it did: counts only). */
export async function auditRun(action: string, ctx: DailyContext, details: Record<string, number>): Promise<void> {
  await db()
    .collection(AUDIT_LOG)
    .doc(`${action}.${ctx.today}`)
    .set({
      actor: { uid: DAILY_JOB_ACTOR.uid, email: DAILY_JOB_ACTOR.email },
      action,
      target: ctx.today,
      details,
      at: Timestamp.fromMillis(ctx.nowMs),
    });
}
