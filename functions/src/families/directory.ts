import type { DirectoryFamily } from '@edma/contract/family';

export interface DirectoryFamilyRow {
  id: string;
  location: string;
  membership_type: string;
  createdAtMs: number;
}

export interface DirectoryMemberRow {
  familyId: string;
  name: string;
  dob: string | null;
  photo_path: string | null;
  order: number;
}

/**
 * Joins families and members into the public directory: oldest family first, each family's
 * members by `order` (the head first). Only the fields the directory shows leave the server.
 */
export function buildDirectory(families: DirectoryFamilyRow[], members: DirectoryMemberRow[]): DirectoryFamily[] {
  const byFamily = new Map<string, DirectoryMemberRow[]>();
  for (const member of members) {
    const list = byFamily.get(member.familyId);
    if (list) list.push(member);
    else byFamily.set(member.familyId, [member]);
  }
  return [...families]
    .sort((a, b) => a.createdAtMs - b.createdAtMs || a.id.localeCompare(b.id))
    .map((family) => ({
      id: family.id,
      location: family.location,
      membership_type: family.membership_type,
      members: (byFamily.get(family.id) ?? [])
        .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
        .map(({ name, dob, photo_path }) => ({ name, dob, photo_path })),
    }));
}
