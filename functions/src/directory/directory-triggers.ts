import { onDocumentWritten } from 'firebase-functions/firestore';
import { REGION } from '../config/params.ts';
import { FAMILIES, MEMBERS } from '../store/family-docs.ts';
import { db } from '../store/admin.ts';
import { DUES } from '../store/dues-docs.ts';
import { familyFingerprint, isInDirectory, memberFingerprint, type FamilySource, type MemberSource } from './directory-entry.ts';
import { refreshFamily } from './snapshot-store.ts';

// Triggers rather than calls in the write routes: every writer (API, committee, scripts, console)
// keeps the snapshot right without knowing about it. A failed refresh is retried by the platform;
// few instances, as every refresh writes the same few documents.
const TRIGGER_OPTIONS = { region: REGION, retry: true, maxInstances: 3 } as const;

/** A family was registered, edited, approved, rejected or erased. */
export const directoryFamilyChanged = onDocumentWritten({ ...TRIGGER_OPTIONS, document: `${FAMILIES}/{familyId}` }, async (event) => {
  const before = event.data?.before.data() as FamilySource | undefined;
  const after = event.data?.after.data() as FamilySource | undefined;
  if (familyFingerprint(before) === familyFingerprint(after)) return;
  await refreshFamily(db(), event.params.familyId);
});

/** A member was added, edited (name, date of birth, photo or its public choice) or removed. */
export const directoryMemberChanged = onDocumentWritten(
  { ...TRIGGER_OPTIONS, document: `${FAMILIES}/{familyId}/${MEMBERS}/{memberId}` },
  async (event) => {
    const before = event.data?.before.data() as MemberSource | undefined;
    const after = event.data?.after.data() as MemberSource | undefined;
    if (memberFingerprint(before) === memberFingerprint(after)) return;
    // One read instead of the snapshot's transaction when the family is not listed (every member of
    // a new registration): the family's own trigger reads its members as stored once it is listed.
    const family = await db().collection(FAMILIES).doc(event.params.familyId).get();
    if (!isInDirectory(family.data() as FamilySource | undefined)) return;
    await refreshFamily(db(), event.params.familyId);
  },
);

/**
 * A family's dues lapsed, or stopped being lapsed (paid, waived, or a new year): the directory
 * leaves lapsed families out when the committee chose so (membership settings).
 */
export const directoryDuesChanged = onDocumentWritten({ ...TRIGGER_OPTIONS, document: `${DUES}/{duesId}` }, async (event) => {
  const lapsed = (doc: { get(field: string): unknown } | undefined) => doc?.get('status') === 'lapsed';
  const before = event.data?.before;
  const after = event.data?.after;
  if (lapsed(before?.exists ? before : undefined) === lapsed(after?.exists ? after : undefined)) return;
  const familyId = (after?.exists ? after : before)?.get('familyId');
  if (typeof familyId === 'string' && familyId) await refreshFamily(db(), familyId);
});
