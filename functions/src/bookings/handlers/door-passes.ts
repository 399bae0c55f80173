import { associationToday } from '@edma/contract/dates';
import {
  DOOR_EVENT_CLAIM,
  DOOR_PASS_API,
  DOOR_PASS_CLAIM,
  DOOR_PASS_TEXTS,
  doorPassLastDay,
  doorPassOpen,
  doorPassUid,
  type DoorPass,
} from '@edma/contract/door-pass';
import { randomBytes } from 'node:crypto';
import { RATE_LIMIT_MULTIPLIER } from '../../config/params.ts';
import { conflict, notAllowed, notFound, notSignedIn } from '../../errors/domain-error.ts';
import type { EndpointHandler } from '../../http/route.ts';
import { forgetFailures, recordFailure, refuseWhileBlocked } from '../../rate-limit/failed-attempts.ts';
import { DOOR_PIN_FAILURE_BACKOFF, scaledBackoff } from '../../rate-limit/failure-backoff.ts';
import { auth, db } from '../../store/admin.ts';
import { recordAudit } from '../../store/audit-log.ts';
import { DOOR_PASSES, doorPassRef, type DoorPassDoc } from '../../store/door-pass-docs.ts';
import { calendarEvent } from '../booking-views.ts';
import { isDoorPin, newDoorPin } from '../door-pin.ts';

/** Rate-limit scopes of wrong PINs: one pass's guesses from anywhere, and one address's on any pass. */
export const DOOR_PIN_PASS_SCOPE = 'door-pin-pass';
export const DOOR_PIN_ADDRESS_SCOPE = 'door-pin-address';

const viewOf = (passId: string, doc: DoorPassDoc): DoorPass => ({
  passId,
  eventId: doc.eventId,
  label: doc.label,
  lastDay: doc.lastDay,
  createdBy: doc.createdBy,
  createdAtMs: doc.createdAtMs,
  revokedAtMs: doc.revokedAtMs,
});

/** GET committee/door/passes?eventId=: the event's passes, newest first (never their PINs). */
export const listDoorPasses: EndpointHandler<typeof DOOR_PASS_API.list, 'committee'> = async ({ eventId }) => {
  const snapshot = await db().collection(DOOR_PASSES).where('eventId', '==', eventId).get();
  const passes = snapshot.docs.map((doc) => viewOf(doc.id, doc.data() as DoorPassDoc));
  return { success: true, passes: passes.sort((a, b) => b.createdAtMs - a.createdAtMs) };
};

/** POST committee/door/passes/open {eventId, label}: a new pass and its PIN, answered this once. */
export const openDoorPass: EndpointHandler<typeof DOOR_PASS_API.open, 'committee'> = async ({ eventId, label }, { caller }) => {
  const event = await calendarEvent(eventId);
  const lastDay = doorPassLastDay(event.date);
  if (associationToday() > lastDay) throw conflict(DOOR_PASS_TEXTS.eventOver);
  const passId = randomBytes(16).toString('base64url');
  const { pin, pinSalt, pinHash } = newDoorPin();
  const doc: DoorPassDoc = {
    eventId,
    label,
    pinSalt,
    pinHash,
    lastDay,
    createdBy: caller.email,
    createdAtMs: Date.now(),
    revokedAtMs: null,
    revokedBy: null,
  };
  await db().runTransaction(async (tx) => {
    tx.create(doorPassRef(passId), doc);
    recordAudit(tx, caller, 'door.pass.open', `doorPasses/${passId}`, { eventId, label });
  });
  return { success: true, pass: viewOf(passId, doc), pin };
};

/** POST committee/door/passes/revoke {passId}: the pass stops opening the door at its next request. */
export const revokeDoorPass: EndpointHandler<typeof DOOR_PASS_API.revoke, 'committee'> = async ({ passId }, { caller }) => {
  const revoked = await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(doorPassRef(passId));
    const pass = snapshot.data() as DoorPassDoc | undefined;
    if (!pass) throw notFound('No such door pass.');
    if (pass.revokedAtMs !== null) return false;
    tx.update(snapshot.ref, { revokedAtMs: Date.now(), revokedBy: caller.email });
    recordAudit(tx, caller, 'door.pass.revoke', `doorPasses/${passId}`, { eventId: pass.eventId });
    return true;
  });
  return { success: true, message: revoked ? 'The door pass is revoked.' : 'The door pass was already revoked.' };
};

/**
 * POST door/pass {passId, pin}: a sign-in (a Firebase custom token carrying the pass and its event)
 * for the phone at the door. Wrong PINs are counted per pass and per address: past the free ones
 * each makes the next wait longer (403 with Retry-After, then 429 until it passes). A pass that is
 * revoked, expired or unknown answers 401; an unknown one counts against the address too.
 */
export const signInWithDoorPass: EndpointHandler<typeof DOOR_PASS_API.signIn, 'public'> = async ({ passId, pin }, { request }) => {
  const backoff = scaledBackoff(DOOR_PIN_FAILURE_BACKOFF, RATE_LIMIT_MULTIPLIER.value());
  const [passHadFailures, addressHadFailures] = [
    await refuseWhileBlocked(DOOR_PIN_PASS_SCOPE, passId),
    await refuseWhileBlocked(DOOR_PIN_ADDRESS_SCOPE, request.ip),
  ];
  const pass = (await doorPassRef(passId).get()).data() as DoorPassDoc | undefined;
  if (!pass) {
    await recordFailure(DOOR_PIN_ADDRESS_SCOPE, request.ip, backoff);
    throw notSignedIn(DOOR_PASS_TEXTS.closed);
  }
  if (!doorPassOpen(pass, associationToday())) throw notSignedIn(DOOR_PASS_TEXTS.closed);
  if (!isDoorPin(pass, pin)) {
    const waits = await Promise.all([
      recordFailure(DOOR_PIN_PASS_SCOPE, passId, backoff),
      recordFailure(DOOR_PIN_ADDRESS_SCOPE, request.ip, backoff),
    ]);
    const wait = Math.max(...waits);
    throw notAllowed(DOOR_PASS_TEXTS.wrongPin, wait > 0 ? wait : undefined);
  }
  await Promise.all([
    passHadFailures ? forgetFailures(DOOR_PIN_PASS_SCOPE, passId) : null,
    addressHadFailures ? forgetFailures(DOOR_PIN_ADDRESS_SCOPE, request.ip) : null,
  ]);
  const token = await auth().createCustomToken(doorPassUid(passId), { [DOOR_PASS_CLAIM]: passId, [DOOR_EVENT_CLAIM]: pass.eventId });
  return { success: true, token, eventId: pass.eventId, lastDay: pass.lastDay };
};
