import { verifyCaller, verifyCommittee } from '../auth/verify-caller.ts';
import type { ApiRequest } from './api-request.ts';

/**
 * Who may call a route (each route of api-router.ts declares one). The router refuses everyone else
 * before the handler runs: 401 without a valid sign-in, 403 without a verified email or the
 * committee claim. Every handler checks again, as defence in depth.
 * - `public`: anyone (the spin routes then check the draw password, photos their member's choice).
 * - `signed-in`: any signed-in Google account with a verified email (registration, invitations).
 * - `own-family`: the same; the handler then keeps the caller to their own family.
 * - `committee`: signed in and holding the committee claim.
 */
export type Access = 'public' | 'signed-in' | 'own-family' | 'committee';

/** Throws the refusal (an HttpError) for a caller `access` does not admit. */
export async function enforceAccess(access: Access, request: Pick<ApiRequest, 'headers'>): Promise<void> {
  if (access === 'committee') await verifyCommittee(request.headers.authorization);
  else if (access !== 'public') await verifyCaller(request.headers.authorization);
}
