import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../store/admin.ts';
import { tooManyAttempts } from '../errors/domain-error.ts';
import { afterFailure, failureDocId, secondsBlocked, type FailureBackoff, type FailureRecord } from './failure-backoff.ts';
import { RATE_LIMIT_COLLECTION } from '../store/rate-limit-docs.ts';

const recordRef = (scope: string, ip: string) => db().collection(RATE_LIMIT_COLLECTION).doc(failureDocId(scope, ip));

/**
 * Refuses (429, Retry-After) a client that must still wait after its last failure. Reads only;
 * answers whether the client has failures on record.
 */
export async function refuseWhileBlocked(scope: string, ip: string, nowMs = Date.now()): Promise<boolean> {
  const snapshot = await recordRef(scope, ip).get();
  const wait = secondsBlocked(snapshot.data() as FailureRecord | undefined, nowMs);
  if (wait > 0) throw tooManyAttempts(wait);
  return snapshot.exists;
}

/** Counts one failure of the client; answers the seconds it must now wait (0 while failures are free). */
export async function recordFailure(scope: string, ip: string, backoff: FailureBackoff, nowMs = Date.now()): Promise<number> {
  const ref = recordRef(scope, ip);
  const next = await db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() as FailureRecord | undefined;
    const record = afterFailure(current, scope, nowMs, backoff);
    tx.set(ref, { ...record, expireAt: Timestamp.fromMillis(nowMs + backoff.forgetAfterMs + backoff.maxDelayMs) });
    return record;
  });
  return secondsBlocked(next, nowMs);
}

/** A success proves the client knows the secret: its failures are forgotten. */
export async function forgetFailures(scope: string, ip: string): Promise<void> {
  await recordRef(scope, ip).delete();
}
