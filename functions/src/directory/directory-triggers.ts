import { ASSOCIATION_TIME_ZONE } from '@edma/contract/dates';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { onSchedule } from 'firebase-functions/scheduler';
import { REGION } from '../config/params.ts';
import { FAMILIES, MEMBERS } from '../families/family-docs.ts';
import { db } from '../firebase/admin.ts';
import { familyFingerprint, memberFingerprint, type FamilySource, type MemberSource } from './directory-entry.ts';
import { rebuildDirectory, refreshFamily } from './snapshot-store.ts';

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
    await refreshFamily(db(), event.params.familyId);
  },
);

/**
 * Ages change with the calendar, not only with writes: a new snapshot at each UK midnight. (A visit
 * that finds the snapshot of an earlier day rebuilds it too, so a late run never shows wrong ages.)
 */
export const directoryDailyRebuild = onSchedule(
  { region: REGION, schedule: '0 0 * * *', timeZone: ASSOCIATION_TIME_ZONE, retryCount: 3, memory: '512MiB', timeoutSeconds: 540 },
  async () => {
    const built = await rebuildDirectory(db());
    logger.info('Directory rebuilt for the new day', { date: built.date, reads: built.reads });
  },
);
