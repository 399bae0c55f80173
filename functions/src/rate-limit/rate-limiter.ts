import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../store/admin.ts';
import { tooManyAttempts } from '../errors/domain-error.ts';
import { allows, counterIds, RATE_LIMITS, scaled, secondsUntilNextWindow } from './fixed-window.ts';
import { RATE_LIMIT_COLLECTION, type RateLimitScope } from '../store/rate-limit-docs.ts';

/**
 * Counts one request of `scope` from `ip`, or refuses it with 429 when its window is full. A
 * refused request writes nothing. Counter documents carry `expireAt` for a Firestore TTL policy.
 *
 * The check reads, then counts with atomic increments, outside any transaction: every anonymous
 * write shares the global counter, and a transaction on it would serialise (and under load time
 * out) all of them. The price is that requests racing at the very edge of a window may overshoot
 * the limit by the number in flight, which a rate limit can afford.
 */
export async function enforceRateLimit(scope: RateLimitScope, ip: string, multiplier: number, nowMs = Date.now()) {
  const limit = scaled(RATE_LIMITS[scope], multiplier);
  const ids = counterIds(scope, ip, nowMs, limit.windowMs);
  const collection = db().collection(RATE_LIMIT_COLLECTION);
  const clientRef = collection.doc(ids.client);
  const globalRef = collection.doc(ids.global);
  const [client, global] = await db().getAll(clientRef, globalRef);
  const clientCount = (client?.get('count') as number | undefined) ?? 0;
  const globalCount = (global?.get('count') as number | undefined) ?? 0;
  if (!allows(limit, clientCount, globalCount)) throw tooManyAttempts(secondsUntilNextWindow(nowMs, limit.windowMs));
  const counted = {
    scope,
    windowStart: ids.start,
    expireAt: Timestamp.fromMillis(ids.start + 2 * limit.windowMs),
    count: FieldValue.increment(1),
  };
  await db().batch().set(clientRef, counted, { merge: true }).set(globalRef, counted, { merge: true }).commit();
}
