import type { Audience, AudienceDuesStatus, EventAnswer } from '@edma/contract/announcements';
import { DEFAULT_MEMBERSHIP_SETTINGS, membershipYearOf, type DuesStatus } from '@edma/contract/membership';
import { ageOn } from '@edma/contract/dates';
import { normaliseEmail } from '@edma/contract/family';
import { BOOKINGS, type BookingDoc } from '../store/booking-docs.ts';
import { newsSubscribers } from '../email/email-preferences.ts';
import { FAMILIES, MEMBERS, type FamilyDoc, type MemberDoc } from '../store/family-docs.ts';
import { db } from '../store/admin.ts';
import { DUES, readMembershipSettings } from '../store/dues-docs.ts';

/** What the filters look at of an approved family. */
export interface AudienceFamily {
  id: string;
  location: string;
  membershipType: string;
  /** Each member's date of birth (null: not known). */
  dobs: (string | null)[];
  emails: string[];
}

export interface AudienceContext {
  /** UK date: ages are counted on it. */
  today: string;
  /** For an event filter: each family's answer (absent: not answered). */
  answers: ReadonlyMap<string, EventAnswer>;
  /** For a dues filter: each family's status this membership year (absent: no record). */
  dues?: ReadonlyMap<string, DuesStatus>;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether a family is in the audience: every filter given holds; within a filter, any value. */
export function inAudience(family: AudienceFamily, audience: Audience, ctx: AudienceContext): boolean {
  if (audience.towns.length > 0 && !audience.towns.some((town) => same(town, family.location))) return false;
  if (audience.membershipTypes.length > 0 && !audience.membershipTypes.some((type) => same(type, family.membershipType))) return false;
  if (audience.childAge) {
    const { from, to } = audience.childAge;
    const ages = family.dobs.map((dob) => ageOn(dob, ctx.today));
    if (!ages.some((age) => age !== null && age >= from && age <= to)) return false;
  }
  if (audience.event && !audience.event.answers.includes(ctx.answers.get(family.id) ?? 'not-answered')) return false;
  if (audience.duesStatuses.length > 0) {
    const status: AudienceDuesStatus = ctx.dues?.get(family.id) ?? 'none';
    if (!audience.duesStatuses.includes(status)) return false;
  }
  return true;
}

/** Approved families with their members' dates of birth: one read of the families, one of every member. */
export async function audienceFamilies(): Promise<AudienceFamily[]> {
  const [families, members] = await Promise.all([db().collection(FAMILIES).get(), db().collectionGroup(MEMBERS).get()]);
  const dobs = new Map<string, (string | null)[]>();
  for (const member of members.docs) {
    const familyId = member.ref.parent.parent?.id;
    if (!familyId || member.ref.parent.parent?.parent.id !== FAMILIES) continue;
    dobs.set(familyId, [...(dobs.get(familyId) ?? []), (member.data() as MemberDoc).dob ?? null]);
  }
  return families.docs
    .filter((doc) => ((doc.data() as FamilyDoc).approval ?? 'approved') === 'approved')
    .map((doc) => {
      const family = doc.data() as FamilyDoc;
      return {
        id: doc.id,
        // Older or partial records may lack these: the audience filters still compare strings.
        location: family.location ?? '',
        membershipType: family.membership_type ?? '',
        dobs: dobs.get(doc.id) ?? [],
        emails: (family.member_emails ?? []).map(normaliseEmail),
      };
    });
}

export async function eventAnswers(eventId: string): Promise<Map<string, EventAnswer>> {
  const bookings = await db().collection(BOOKINGS).where('eventId', '==', eventId).get();
  return new Map(bookings.docs.map((doc) => [(doc.data() as BookingDoc).familyId, (doc.data() as BookingDoc).status]));
}

/** Each family's dues status in the membership year of `today`. */
export async function duesStatuses(today: string): Promise<Map<string, DuesStatus>> {
  const config = await readMembershipSettings();
  const year = membershipYearOf(today, (config?.settings ?? DEFAULT_MEMBERSHIP_SETTINGS).yearStart);
  const dues = await db().collection(DUES).where('year', '==', year).select('familyId', 'status').get();
  return new Map(dues.docs.map((doc) => [String(doc.get('familyId')), doc.get('status') as DuesStatus]));
}

export interface AudienceResult {
  families: number;
  /** Addresses that said yes to news, sorted: one email each. */
  recipients: string[];
  withoutConsent: number;
}

/** The audience, computed here from the filters (never a list from the browser). */
export async function computeAudience(audience: Audience, today: string): Promise<AudienceResult> {
  const [families, answers, dues] = await Promise.all([
    audienceFamilies(),
    audience.event ? eventAnswers(audience.event.eventId) : Promise.resolve(new Map<string, EventAnswer>()),
    audience.duesStatuses.length > 0 ? duesStatuses(today) : Promise.resolve(new Map<string, DuesStatus>()),
  ]);
  const chosen = families.filter((family) => inAudience(family, audience, { today, answers, dues }));
  const addresses = [...new Set(chosen.flatMap((family) => family.emails).filter(Boolean))];
  const yes = await newsSubscribers(addresses);
  const recipients = addresses.filter((email) => yes.has(email)).sort();
  return { families: chosen.length, recipients, withoutConsent: addresses.length - recipients.length };
}
