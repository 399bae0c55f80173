import { RATE_LIMIT_MULTIPLIER } from '../config/params.ts';
import type { RateLimitScope } from '../store/rate-limit-docs.ts';
import { enforceRateLimit } from './rate-limiter.ts';

/** `upload`: a POST that may carry a photo (multipart), which the API re-encodes; `edit`: any other. */
export type CommitteeWriteKind = 'edit' | 'upload';

export const COMMITTEE_WRITE_SCOPES = {
  edit: 'committee-edit',
  upload: 'committee-upload',
} as const satisfies Record<CommitteeWriteKind, RateLimitScope>;

/**
 * Counts one committee write by the verified caller `uid`, or refuses it with 429 and Retry-After
 * (the project's DomainError) when that member's window of this kind is full, or all members' together
 * are. A refused write counts nothing and must change nothing: call it before the handler runs.
 * A stolen committee session can then not flood the site's content or storage.
 */
export async function limitCommitteeWrite(uid: string, kind: CommitteeWriteKind): Promise<void> {
  await enforceRateLimit(COMMITTEE_WRITE_SCOPES[kind], uid, RATE_LIMIT_MULTIPLIER.value());
}
