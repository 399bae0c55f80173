import { DEFAULT_MEMBERSHIP_SETTINGS, membershipYearOf, type MembershipSettings } from '@edma/contract/membership';
import type { DirectoryAudience } from '@edma/contract/privacy';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { DUES, MEMBERSHIP_SETTINGS, duesId } from '../store/dues-docs.ts';
import { readPrivacySettings } from '../store/privacy-settings.ts';

/** What the committee decided about the directory: who sees it, and whether lapsed families stay in it. */
export interface DirectorySettings {
  audience: DirectoryAudience;
  /** The membership year whose lapsed families are left out, or null when lapsed families stay (the default). */
  lapsedLeftOutOf: number | null;
}

const membershipRef = (db: Firestore) => db.collection(MEMBERSHIP_SETTINGS).doc('current');

/** Reads both settings (in `tx` when given, so a family's refresh sees them as of its own reads). */
export async function readDirectorySettings(db: Firestore, today: string, tx?: Transaction): Promise<DirectorySettings> {
  const [privacy, membership] = await Promise.all([readPrivacySettings(db, tx), tx ? tx.get(membershipRef(db)) : membershipRef(db).get()]);
  const settings = membership.get('settings') as MembershipSettings | undefined;
  const leaveOut = settings?.lapsedInDirectory === false;
  return {
    audience: privacy.directory,
    lapsedLeftOutOf: leaveOut ? membershipYearOf(today, (settings ?? DEFAULT_MEMBERSHIP_SETTINGS).yearStart) : null,
  };
}

/** The families whose dues of `year` have lapsed (one query on the dues' status). */
export async function lapsedFamilies(db: Firestore, year: number): Promise<Set<string>> {
  const lapsed = await db.collection(DUES).where('year', '==', year).where('status', '==', 'lapsed').select('familyId').get();
  return new Set(lapsed.docs.map((doc) => String(doc.get('familyId'))));
}

/** Whether one family's dues of `year` have lapsed, read in the refresh's transaction. */
export async function isLapsed(db: Firestore, tx: Transaction, year: number, familyId: string): Promise<boolean> {
  return (await tx.get(db.collection(DUES).doc(duesId(year, familyId)))).get('status') === 'lapsed';
}
