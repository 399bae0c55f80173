import { MAX_SLOTS_PER_EVENT, ROTA_API, ROTA_TEXTS } from '@edma/contract/rota';
import { FieldValue } from 'firebase-admin/firestore';
import { conflict } from '../../errors/domain-error.ts';
import type { EndpointHandler } from '../../http/route.ts';
import { db } from '../../store/admin.ts';
import { recordAudit } from '../../store/audit-log.ts';
import { membersOf, type MemberDoc } from '../../store/family-docs.ts';
import { inTurn } from '../../store/in-turn.ts';
import {
  helpersOfEvent,
  helpersOfSlot,
  ROTA_SLOTS,
  rotaSlotRef,
  slotsOfEvent,
  type RotaHelperDoc,
  type RotaSlotDoc,
} from '../../store/rota-docs.ts';
import { byTime, existingSlot, ROTA_EVENT_GONE, slotCounts } from '../rota-event.ts';
import { calendarEventOf } from '../../content/calendar-event.ts';

/** The helper's name as the events role reads it: the member's, else the address that signed up. */
async function helperNames(helpers: readonly RotaHelperDoc[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const families = [...new Set(helpers.map((h) => h.familyId))];
  const members = await Promise.all(families.map((familyId) => membersOf(familyId).get()));
  for (const snapshot of members) for (const doc of snapshot.docs) names.set(doc.id, (doc.data() as MemberDoc).name);
  return names;
}

/** GET committee/rota {eventId}: every slot with its gaps and its helpers by name. */
export const getCommitteeRota: EndpointHandler<typeof ROTA_API.committee, 'committee'> = async ({ eventId }) => {
  await calendarEventOf(eventId, ROTA_EVENT_GONE);
  const [slots, helpers] = await Promise.all([slotsOfEvent(eventId).get(), helpersOfEvent(eventId).get()]);
  const all = helpers.docs.map((doc) => doc.data() as RotaHelperDoc);
  const names = await helperNames(all);
  return {
    success: true,
    eventId,
    slots: slots.docs
      .map((doc) => {
        const own = all.filter((h) => h.slotId === doc.id);
        return {
          ...slotCounts(doc.id, doc.data() as RotaSlotDoc, own),
          helpers: own.map((h) => ({ name: names.get(h.memberId) ?? h.email })).sort((a, b) => a.name.localeCompare(b.name)),
        };
      })
      .sort(byTime),
  };
};

/** POST committee/rota/add {eventId, job, time, needed}: a new slot, audited. */
export const addRotaSlot: EndpointHandler<typeof ROTA_API.add, 'committee'> = async (input, { caller }) => {
  await calendarEventOf(input.eventId, ROTA_EVENT_GONE);
  const ref = db().collection(ROTA_SLOTS).doc();
  await inTurn(`rota-event.${input.eventId}`, () =>
    db().runTransaction(async (tx) => {
      const existing = await tx.get(slotsOfEvent(input.eventId));
      if (existing.size >= MAX_SLOTS_PER_EVENT) throw conflict(ROTA_TEXTS.tooManySlots);
      const slot: Omit<RotaSlotDoc, 'createdAt'> = {
        eventId: input.eventId,
        job: input.job,
        time: input.time,
        needed: input.needed,
        version: 0,
        createdBy: caller.email,
      };
      tx.create(ref, { ...slot, createdAt: FieldValue.serverTimestamp() });
      recordAudit(tx, caller, 'rota.slot.add', `${ROTA_SLOTS}/${ref.id}`, {
        eventId: input.eventId,
        job: input.job,
        time: input.time,
        needed: input.needed,
      });
    }),
  );
  return { success: true, message: ROTA_TEXTS.added, slotId: ref.id };
};

/** POST committee/rota/remove {slotId}: the slot and its sign-ups go, audited with how many there were. */
export const removeRotaSlot: EndpointHandler<typeof ROTA_API.remove, 'committee'> = async ({ slotId }, { caller }) => {
  await inTurn(`rota.${slotId}`, () =>
    db().runTransaction(async (tx) => {
      const [slotSnap, helpers] = await Promise.all([tx.get(rotaSlotRef(slotId)), tx.get(helpersOfSlot(slotId))]);
      const slot = existingSlot(slotSnap.data());
      for (const helper of helpers.docs) tx.delete(helper.ref);
      tx.delete(slotSnap.ref);
      recordAudit(tx, caller, 'rota.slot.remove', `${ROTA_SLOTS}/${slotId}`, {
        eventId: slot.eventId,
        job: slot.job,
        time: slot.time,
        helpers: helpers.size,
      });
    }),
  );
  return { success: true, message: ROTA_TEXTS.removed };
};

/**
 * POST committee/rota/edit {slotId, time, needed}: the slot's time and how many people, audited with
 * the old and new values. Never fewer places than people signed up: the count and the change are one
 * transaction, and it rewrites the slot as a sign-up does, so a sign-up meanwhile makes one of the two
 * read again.
 */
export const editRotaSlot: EndpointHandler<typeof ROTA_API.edit, 'committee'> = async ({ slotId, time, needed }, { caller }) => {
  await inTurn(`rota.${slotId}`, () =>
    db().runTransaction(async (tx) => {
      const [slotSnap, helpers] = await Promise.all([tx.get(rotaSlotRef(slotId)), tx.get(helpersOfSlot(slotId))]);
      const slot = existingSlot(slotSnap.data());
      if (needed < helpers.size) throw conflict(ROTA_TEXTS.belowTaken(helpers.size));
      tx.update(slotSnap.ref, { time, needed, version: slot.version + 1 });
      recordAudit(tx, caller, 'rota.slot.edit', `${ROTA_SLOTS}/${slotId}`, {
        eventId: slot.eventId,
        job: slot.job,
        from: { time: slot.time, needed: slot.needed },
        to: { time, needed },
      });
    }),
  );
  return { success: true, message: ROTA_TEXTS.edited };
};
