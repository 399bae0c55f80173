import { MEMBERS_ONLY_DRAW_MESSAGE, type DrawDoc } from '@edma/contract/draw';
import { callerWithFamily } from './caller-family.ts';
import { verifyCaller } from './verify-caller.ts';
import { notAllowed, notSignedIn } from '../errors/domain-error.ts';
import { familyRef } from '../store/family-docs.ts';

/**
 * A members-only draw's data goes to signed-in members of approved families only, as the rules
 * allow its documents (firestore.rules): 401 without a sign-in, 403 for anyone else. The route is
 * public (a public draw needs no sign-in), so the token is checked here, beside the router's own
 * check, for these draws only.
 */
export async function admitToDraw(draw: Pick<DrawDoc, 'about'> | undefined, authorization: string | string[] | undefined): Promise<void> {
  if (!draw?.about?.membersOnly) return;
  if (!authorization) throw notSignedIn(MEMBERS_ONLY_DRAW_MESSAGE);
  const caller = await callerWithFamily(await verifyCaller(authorization));
  const family = await familyRef(caller.familyId).get();
  const approval = (family.get('approval') as string | undefined) ?? 'approved';
  const emails = (family.get('member_emails') as string[] | undefined) ?? [];
  if (approval !== 'approved' || !emails.includes(caller.email)) throw notAllowed(MEMBERS_ONLY_DRAW_MESSAGE);
}
