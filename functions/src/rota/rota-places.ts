import { normaliseEmail } from '@edma/contract/family';
import { ROTA_TEXTS } from '@edma/contract/rota';
import { FieldValue } from 'firebase-admin/firestore';
import type { FamilyCaller } from '../auth/verify-caller.ts';
import { conflict, notAllowed } from '../errors/domain-error.ts';
import { familyOfCaller } from '../families/family-access.ts';
import { db } from '../store/admin.ts';
import { familyRef, memberEmailId, membersOf, type MemberDoc } from '../store/family-docs.ts';
import { helpersOfSlot, rotaHelperRef, rotaSlotRef, type RotaHelperDoc } from '../store/rota-docs.ts';
import { existingSlot } from './rota-event.ts';

/** Every change of a slot's helpers rewrites the slot itself: two transactions for its last place conflict, and one reads again. */
export const TRANSACTION_ATTEMPTS = 30;

/**
 * The caller takes a place in the slot, in one transaction that counts the slot's helpers and
 * rewrites the slot: of two sign-ups for its last place, however far apart, one fails (full).
 */
export function takePlace(slotId: string, caller: FamilyCaller): Promise<void> {
  const emailHash = memberEmailId(caller.email);
  return db().runTransaction(
    async (tx) => {
      const [slotSnap, helpers, mine, familySnap, members] = await Promise.all([
        tx.get(rotaSlotRef(slotId)),
        tx.get(helpersOfSlot(slotId)),
        tx.get(rotaHelperRef(slotId, emailHash)),
        tx.get(familyRef(caller.familyId)),
        tx.get(membersOf(caller.familyId)),
      ]);
      const current = existingSlot(slotSnap.data());
      const family = familyOfCaller(familySnap, caller);
      if ((family.approval ?? 'approved') !== 'approved') throw notAllowed(ROTA_TEXTS.notApproved);
      if (mine.exists) throw conflict(ROTA_TEXTS.already);
      if (helpers.size >= current.needed) throw conflict(ROTA_TEXTS.full);
      const member = members.docs.find((m) => normaliseEmail((m.data() as MemberDoc).email) === caller.email);
      const helper: Omit<RotaHelperDoc, 'createdAt'> = {
        slotId,
        eventId: current.eventId,
        familyId: caller.familyId,
        memberId: member?.id ?? '',
        email: caller.email,
      };
      tx.create(rotaHelperRef(slotId, emailHash), { ...helper, createdAt: FieldValue.serverTimestamp() });
      tx.update(slotSnap.ref, { version: current.version + 1 });
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}
