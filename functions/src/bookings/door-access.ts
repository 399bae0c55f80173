import { associationToday } from '@edma/contract/dates';
import { DOOR_ROLE_TEXTS, NOT_COMMITTEE_MESSAGE } from '@edma/contract/committee';
import { DOOR_PASS_TEXTS, doorPassOpen } from '@edma/contract/door-pass';
import type { Caller } from '../auth/verify-caller.ts';
import { notAllowed, notSignedIn } from '../errors/domain-error.ts';
import { doorPassRef, type DoorPassDoc } from '../store/door-pass-docs.ts';

/**
 * The second line of a `door` route (the router admitted the caller). The committee and the events
 * role open every event's door. A door pass opens its own event's, only while it is open, read on
 * every request so a revoked pass stops at once (401, as a sign-in that ended). The door role opens
 * its own event's until its last day (403: the member's other pages go on working). Its claims are
 * in the ID token, which keeps them for up to an hour; removing the role revokes the member's
 * refresh tokens and the router checks revocation on every token, so a removed role stops at once
 * too, without a read here.
 */
export async function admitToDoor(caller: Caller, eventId: string, today = associationToday()): Promise<void> {
  if (caller.door) {
    const pass = (await doorPassRef(caller.door.passId).get()).data() as DoorPassDoc | undefined;
    if (!pass || !doorPassOpen(pass, today)) throw notSignedIn(DOOR_PASS_TEXTS.closed);
    if (pass.eventId !== eventId || caller.door.eventId !== eventId) throw notAllowed(DOOR_PASS_TEXTS.otherEvent);
    return;
  }
  if (caller.committee || caller.roles?.includes('events')) return;
  const grant = caller.doorRole;
  if (!grant) throw notAllowed(NOT_COMMITTEE_MESSAGE);
  if (today > grant.lastDay) throw notAllowed(DOOR_ROLE_TEXTS.ended);
  if (grant.eventId !== eventId) throw notAllowed(DOOR_ROLE_TEXTS.otherEvent);
}
