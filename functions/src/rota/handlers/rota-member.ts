import { associationToday, longDateText } from '@edma/contract/dates';
import { lastWithdrawDay, maySignUp, mayWithdraw, ROTA_API, ROTA_TEXTS } from '@edma/contract/rota';
import { RATE_LIMIT_MULTIPLIER } from '../../config/params.ts';
import { conflict, notFound } from '../../errors/domain-error.ts';
import { enforceRateLimit } from '../../rate-limit/rate-limiter.ts';
import type { EndpointHandler } from '../../http/route.ts';
import { db } from '../../store/admin.ts';
import { familyRef, memberEmailId, memberEmailRef, type FamilyDoc } from '../../store/family-docs.ts';
import { inTurn } from '../../store/in-turn.ts';
import { helpersOfEvent, rotaHelperRef, rotaSlotRef, slotsOfEvent, type RotaHelperDoc, type RotaSlotDoc } from '../../store/rota-docs.ts';
import { byTime, existingSlot, ROTA_EVENT_GONE, slotCounts } from '../rota-event.ts';
import { calendarEventOf } from '../../content/calendar-event.ts';
import { takePlace, TRANSACTION_ATTEMPTS } from '../rota-places.ts';

/**
 * GET rota/event {eventId}: the slots with their counts (never who: members see numbers, the events
 * role names), which ones the caller holds, and whether the caller may sign up.
 */
export const getEventRota: EndpointHandler<typeof ROTA_API.event, 'signed-in'> = async ({ eventId }, { caller }) => {
  const event = await calendarEventOf(eventId, ROTA_EVENT_GONE);
  const [slots, helpers, owner] = await Promise.all([
    slotsOfEvent(eventId).get(),
    helpersOfEvent(eventId).get(),
    memberEmailRef(caller.email).get(),
  ]);
  const bySlot = new Map<string, RotaHelperDoc[]>();
  for (const doc of helpers.docs) {
    const helper = doc.data() as RotaHelperDoc;
    bySlot.set(helper.slotId, [...(bySlot.get(helper.slotId) ?? []), helper]);
  }
  const familyId = owner.exists ? String(owner.get('familyId')) : null;
  const family = familyId ? await familyRef(familyId).get() : null;
  const approved = family?.exists === true && ((family.data() as FamilyDoc).approval ?? 'approved') === 'approved';
  return {
    success: true,
    slots: slots.docs
      .map((doc) => {
        const own = bySlot.get(doc.id) ?? [];
        return { ...slotCounts(doc.id, doc.data() as RotaSlotDoc, own), mine: own.some((h) => h.email === caller.email) };
      })
      .sort(byTime),
    canSignUp: approved && maySignUp(event.date, associationToday()),
    lastWithdrawDay: lastWithdrawDay(event.date),
  };
};

/** POST rota/sign-up {slotId}: the signed-in member helps in the slot, while it has places. */
export const signUpForSlot: EndpointHandler<typeof ROTA_API.signUp, 'my-family'> = async ({ slotId }, { caller }) => {
  // A member's writes share one generous limit (sign-up and withdraw pressed again and again).
  await enforceRateLimit('member-write', caller.uid, RATE_LIMIT_MULTIPLIER.value());
  const slot = existingSlot((await rotaSlotRef(slotId).get()).data());
  const event = await calendarEventOf(slot.eventId, ROTA_EVENT_GONE);
  if (!maySignUp(event.date, associationToday())) throw conflict(ROTA_TEXTS.eventPassed);
  // One sign-up of a slot at a time in this instance; the transaction guards across instances.
  await inTurn(`rota.${slotId}`, () => takePlace(slotId, caller));
  return { success: true, message: ROTA_TEXTS.signedUp };
};

/** POST rota/withdraw {slotId}: the signed-in member stops helping in the slot, until two days before the event. */
export const withdrawFromSlot: EndpointHandler<typeof ROTA_API.withdraw, 'my-family'> = async ({ slotId }, { caller }) => {
  await enforceRateLimit('member-write', caller.uid, RATE_LIMIT_MULTIPLIER.value());
  const slot = existingSlot((await rotaSlotRef(slotId).get()).data());
  const event = await calendarEventOf(slot.eventId, ROTA_EVENT_GONE);
  if (!mayWithdraw(event.date, associationToday())) throw conflict(ROTA_TEXTS.tooLate(longDateText(lastWithdrawDay(event.date))));
  const emailHash = memberEmailId(caller.email);
  await inTurn(`rota.${slotId}`, () =>
    db().runTransaction(
      async (tx) => {
        const [slotSnap, mine] = await Promise.all([tx.get(rotaSlotRef(slotId)), tx.get(rotaHelperRef(slotId, emailHash))]);
        const current = existingSlot(slotSnap.data());
        if (!mine.exists) throw notFound(ROTA_TEXTS.notSignedUp);
        tx.delete(mine.ref);
        tx.update(slotSnap.ref, { version: current.version + 1 });
      },
      { maxAttempts: TRANSACTION_ATTEMPTS },
    ),
  );
  return { success: true, message: ROTA_TEXTS.withdrawn };
};
