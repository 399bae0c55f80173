import { z } from 'zod';
import { epochMsSchema, timestampSchema } from './stored-fields.ts';

export const RATE_LIMIT_SCOPES = [
  'registration',
  'contact',
  'spin',
  'member-write',
  'committee-edit',
  'committee-upload',
  'family-export',
  'erasure-request',
  'booking-save',
] as const;
export type RateLimitScope = (typeof RATE_LIMIT_SCOPES)[number];

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
