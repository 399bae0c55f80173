import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db } from '../firebase/admin.ts';
import { epochMsSchema, timestampSchema } from '../firebase/stored-fields.ts';
import { tooManyRequests } from '../http/http-error.ts';
import { allows, counterIds, RATE_LIMIT_SCOPES, RATE_LIMITS, scaled, secondsUntilNextWindow, type RateLimitScope } from './fixed-window.ts';

export const RATE_LIMIT_COLLECTION = 'rateLimits';

/** `rateLimits/{scope}_{client or global}_{windowStart}`: requests counted in one window (`expireAt`: the TTL). */
const windowCounterDocSchema = z.object({
  scope: z.enum(RATE_LIMIT_SCOPES),
  windowStart: epochMsSchema,
  expireAt: timestampSchema,
  count: z.number().int().min(1),
});

/** `rateLimits/{scope}_{client}`: a client's failed attempts (failed-attempts.ts, FailureRecord). */
const failureRecordDocSchema = z.object({
  scope: z.string().min(1),
  failures: z.number().int().min(1),
  lastFailureAtMs: epochMsSchema,
  blockedUntilMs: epochMsSchema,
  expireAt: timestampSchema,
});

/** Either kind of `rateLimits` document. */
export const rateLimitDocSchema = z.union([windowCounterDocSchema, failureRecordDocSchema]);

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
  if (!allows(limit, clientCount, globalCount)) throw tooManyRequests(secondsUntilNextWindow(nowMs, limit.windowMs));
  const counted = {
    scope,
    windowStart: ids.start,
    expireAt: Timestamp.fromMillis(ids.start + 2 * limit.windowMs),
    count: FieldValue.increment(1),
  };
  await db().batch().set(clientRef, counted, { merge: true }).set(globalRef, counted, { merge: true }).commit();
}
