import { associationToday } from '@edma/contract/dates';
import { DOOR_PASS_TEXTS, doorPassOpen } from '@edma/contract/door-pass';
import type { Caller } from '../auth/verify-caller.ts';
import { notAllowed, notSignedIn } from '../errors/domain-error.ts';
import { doorPassRef, type DoorPassDoc } from '../store/door-pass-docs.ts';

/**
 * The second line of a `door` route (the router admitted the caller): a door pass opens its own
 * event's door, and only while it is open, read on every request so a revoked pass stops at once
 * (401, as a sign-in that ended). The committee and the events role open every event's door.
 */
export async function admitToDoor(caller: Caller, eventId: string, today = associationToday()): Promise<void> {
  if (!caller.door) return;
  const pass = (await doorPassRef(caller.door.passId).get()).data() as DoorPassDoc | undefined;
  if (!pass || !doorPassOpen(pass, today)) throw notSignedIn(DOOR_PASS_TEXTS.closed);
  if (pass.eventId !== eventId || caller.door.eventId !== eventId) throw notAllowed(DOOR_PASS_TEXTS.otherEvent);
}
