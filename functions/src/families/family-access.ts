import { NOT_REGISTERED_MESSAGE } from '@edma/contract/family';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../auth/verify-caller.ts';
import { invalidInput, notAllowed, notFound } from '../errors/domain-error.ts';
import { familyRef, isDocId, memberEmailRef, type FamilyDoc, type MemberEmailDoc } from '../store/family-docs.ts';

export const NOT_YOUR_FAMILY_MESSAGE = 'You can only view or change your own family.';
export const FAMILY_NOT_FOUND_MESSAGE = 'Family not found.';

export function checkFamilyId(familyId: string): string {
  if (!isDocId(familyId)) throw invalidInput('A valid familyId is required.');
  return familyId;
}

/** The family document, when the caller's verified email is one of its members' (404 / 403 otherwise). */
export function familyOfCaller(snapshot: DocumentSnapshot, caller: Caller): FamilyDoc {
  if (!snapshot.exists) throw notFound(FAMILY_NOT_FOUND_MESSAGE);
  const family = snapshot.data() as FamilyDoc;
  if (!family.member_emails.includes(caller.email)) throw notAllowed(NOT_YOUR_FAMILY_MESSAGE);
  return family;
}

/** Any existing family, for the committee: its claim, checked by the router, stands for membership (404 otherwise). */
export async function readExistingFamily(tx: Transaction, familyId: string): Promise<FamilyDoc> {
  const family = await tx.get(familyRef(familyId));
  if (!family.exists) throw notFound(FAMILY_NOT_FOUND_MESSAGE);
  return family.data() as FamilyDoc;
}

export async function readFamilyForCaller(tx: Transaction, familyId: string, caller: Caller): Promise<FamilyDoc> {
  return familyOfCaller(await tx.get(familyRef(familyId)), caller);
}

/** The family a request is about: the one named, or else the caller's own (by email). */
export async function resolveFamilyId(requested: string, caller: Caller): Promise<string> {
  if (requested) return checkFamilyId(requested);
  const owner = await memberEmailRef(caller.email).get();
  if (!owner.exists) throw notFound(NOT_REGISTERED_MESSAGE);
  return (owner.data() as MemberEmailDoc).familyId;
}
