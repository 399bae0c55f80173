import { isListedFamily } from '@edma/contract/committee';
import { ageOn } from '@edma/contract/dates';
import type { DirectoryFamily, DirectoryMember } from '@edma/contract/family';

/** The fields of a family document the directory depends on (anything else can change freely). */
export interface FamilySource {
  location?: unknown;
  membership_type?: unknown;
  created_at?: unknown;
  approval?: unknown;
}

/** The fields of a member document the directory depends on. */
export interface MemberSource {
  name?: unknown;
  dob?: unknown;
  photo_path?: unknown;
  photo_public?: unknown;
  order?: unknown;
}

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

/** What an anonymous visitor may see of a member: a name, an age, a photo only by the member's choice. */
export function publicMember(member: MemberSource, today: string): DirectoryMember {
  const photo = member.photo_public === true && typeof member.photo_path === 'string' && member.photo_path !== '';
  return {
    name: text(member.name),
    age: ageOn(typeof member.dob === 'string' ? member.dob : null, today),
    dob: null,
    photo_path: photo ? (member.photo_path as string) : null,
  };
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
): DirectoryItem | null {
  if (!family || !isListedFamily(family.approval)) return null;
  const ordered = [...members].sort((a, b) => (Number(a.order) || 0) - (Number(b.order) || 0) || text(a.name).localeCompare(text(b.name)));
  const entry: DirectoryFamily = {
    id: familyId,
    location: text(family.location),
    membership_type: text(family.membership_type),
    members: ordered.map((m) => publicMember(m, today)),
  };
  return { key: itemKey(familyId, family.created_at), json: JSON.stringify(entry) };
}

/** The fields a change must touch to matter to the directory; other writes skip the snapshot. */
export function familyFingerprint(family: FamilySource | undefined): string {
  if (!family) return 'absent';
  return JSON.stringify([family.location, family.membership_type, millis(family.created_at), family.approval ?? null]);
}

export function memberFingerprint(member: MemberSource | undefined): string {
  if (!member) return 'absent';
  return JSON.stringify([member.name, member.dob, member.photo_path, member.photo_public === true, member.order]);
}
