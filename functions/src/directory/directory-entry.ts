import { isListedFamily } from '@edma/contract/committee';
import { ageOn } from '@edma/contract/dates';
import type { DirectoryFamily, DirectoryMember } from '@edma/contract/family';
import { childLabel, isChildAge, type DirectoryAudience } from '@edma/contract/privacy';

/** The fields of a family document the directory depends on (anything else can change freely). */
export interface FamilySource {
  location?: unknown;
  membership_type?: unknown;
  created_at?: unknown;
  approval?: unknown;
  /** The family chose to stay out of the public directory (signed-in members still see it). */
  directory_hidden?: unknown;
  /** Archived after lapsing (privacy retention): in no directory. */
  archived_on?: unknown;
}

/** The fields of a member document the directory depends on. */
export interface MemberSource {
  name?: unknown;
  dob?: unknown;
  photo_path?: unknown;
  photo_public?: unknown;
  order?: unknown;
  /** For a child: what an adult of the family consented to show to everyone, by whom and when. */
  public_consent?: unknown;
}

/** Who the answer is for: anonymous visitors (the cached snapshot) or signed-in members of approved families. */
export type DirectoryViewer = 'public' | 'members';

/**
 * One family as the snapshot stores it: `json` is exactly what the API sends for it, `key` orders
 * the directory (oldest registration first, then id) and names the family.
 */
export interface DirectoryItem {
  key: string;
  json: string;
}

const KEY_SEPARATOR = '|';

function millis(value: unknown): number {
  const toMillis = (value as { toMillis?: () => number } | null | undefined)?.toMillis;
  const ms = typeof toMillis === 'function' ? toMillis.call(value) : value instanceof Date ? value.getTime() : 0;
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms) : 0;
}

/** Sorts as text in registration order; the family id after the separator keeps it unique. */
export function itemKey(familyId: string, createdAt: unknown): string {
  return `${String(millis(createdAt)).padStart(16, '0')}${KEY_SEPARATOR}${familyId}`;
}

export function familyIdOfKey(key: string): string {
  return key.slice(key.indexOf(KEY_SEPARATOR) + 1);
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function consentTo(member: MemberSource, what: 'name' | 'photo'): boolean {
  const consent = member.public_consent as Record<string, unknown> | null | undefined;
  return consent?.[what] === true && typeof consent.by === 'string' && consent.by !== '';
}

/**
 * Whether everyone may see this member's name and photo on `today`. An adult's name is public (the
 * spec) and their photo by their own choice; a child's (under 18 by date of birth) only with the
 * consent an adult of the family recorded for that child.
 */
export function publicExposure(member: MemberSource, today: string): { name: boolean; photo: boolean } {
  const hasPhoto = member.photo_public === true && typeof member.photo_path === 'string' && member.photo_path !== '';
  const age = ageOn(typeof member.dob === 'string' ? member.dob : null, today);
  if (!isChildAge(age)) return { name: true, photo: hasPhoto };
  return { name: consentTo(member, 'name'), photo: hasPhoto && consentTo(member, 'photo') };
}

/**
 * What a viewer may see of a member: an age, a name (a child without consent is "Child, {age}" to
 * visitors) and a photo only by the member's (or, for a child, an adult's) choice.
 */
export function publicMember(member: MemberSource, today: string, viewer: DirectoryViewer = 'public'): DirectoryMember {
  const age = ageOn(typeof member.dob === 'string' ? member.dob : null, today);
  const shown = publicExposure(member, today);
  const name = viewer === 'members' || shown.name ? text(member.name) : childLabel(age ?? 0);
  return { name, age, dob: null, photo_path: shown.photo ? (member.photo_path as string) : null };
}

/** Whether the directory can show the family at all: it exists, is approved and not archived. */
export function isInDirectory(family: FamilySource | undefined): family is FamilySource {
  return Boolean(family && isListedFamily(family.approval) && !family.archived_on);
}

/**
 * The family's directory entry on `today` (ages change with the date), or null when it is not
 * listed: missing, or not approved (one predicate, `isListedFamily`, decides).
 */
export function directoryItem(
  familyId: string,
  family: FamilySource | undefined,
  members: readonly MemberSource[],
  today: string,
  audience: DirectoryAudience = 'public',
  viewer: DirectoryViewer = 'public',
): DirectoryItem | null {
  if (!isInDirectory(family)) return null;
  // Visitors see nobody when the directory is for members, and no family that hid itself.
  if (viewer === 'public' && (audience === 'members' || family.directory_hidden === true)) return null;
  const ordered = [...members].sort((a, b) => (Number(a.order) || 0) - (Number(b.order) || 0) || text(a.name).localeCompare(text(b.name)));
  const entry: DirectoryFamily = {
    id: familyId,
    location: text(family.location),
    membership_type: text(family.membership_type),
    members: ordered.map((m) => publicMember(m, today, viewer)),
  };
  return { key: itemKey(familyId, family.created_at), json: JSON.stringify(entry) };
}

/** The fields a change must touch to matter to the directory; other writes skip the snapshot. */
export function familyFingerprint(family: FamilySource | undefined): string {
  // Every family the directory leaves out reads alike: writing one (a registration waiting for
  // approval) changes nothing there.
  if (!isInDirectory(family)) return 'absent';
  return JSON.stringify([
    family.location,
    family.membership_type,
    millis(family.created_at),
    family.approval ?? null,
    family.directory_hidden === true,
    Boolean(family.archived_on),
  ]);
}

export function memberFingerprint(member: MemberSource | undefined): string {
  if (!member) return 'absent';
  return JSON.stringify([
    member.name,
    member.dob,
    member.photo_path,
    member.photo_public === true,
    member.order,
    consentTo(member, 'name'),
    consentTo(member, 'photo'),
  ]);
}
