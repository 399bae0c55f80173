import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../firebase/admin.ts';
import { tooManyRequests } from '../http/http-error.ts';
import { allows, counterIds, RATE_LIMITS, scaled, secondsUntilNextWindow, type RateLimitScope } from './fixed-window.ts';

export const RATE_LIMIT_COLLECTION = 'rateLimits';

/**
 * Counts one request of `scope` from `ip`, or refuses it with 429 when its window is full. A
 * refused request writes nothing. Counter documents carry `expireAt` for a Firestore TTL policy.
 */
export async function enforceRateLimit(scope: RateLimitScope, ip: string, multiplier: number, nowMs = Date.now()) {
  const limit = scaled(RATE_LIMITS[scope], multiplier);
  const ids = counterIds(scope, ip, nowMs, limit.windowMs);
  const collection = db().collection(RATE_LIMIT_COLLECTION);
  const clientRef = collection.doc(ids.client);
  const globalRef = collection.doc(ids.global);
  const allowed = await db().runTransaction(async (tx) => {
    const [client, global] = await tx.getAll(clientRef, globalRef);
    const clientCount = (client?.get('count') as number | undefined) ?? 0;
    const globalCount = (global?.get('count') as number | undefined) ?? 0;
    if (!allows(limit, clientCount, globalCount)) return false;
    const expireAt = Timestamp.fromMillis(ids.start + 2 * limit.windowMs);
    const common = { scope, windowStart: ids.start, expireAt };
    tx.set(clientRef, { ...common, count: clientCount + 1 });
    tx.set(globalRef, { ...common, count: globalCount + 1 });
    return true;
  });
  if (!allowed) throw tooManyRequests(secondsUntilNextWindow(nowMs, limit.windowMs));
}
