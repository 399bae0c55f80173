import type { ConsoleFamily } from '@edma/contract/console-families';
import { csvText, datedCsvName } from '../../csv-file.ts';

const HEADER = ['Family', 'Approval', 'House', 'Address', 'Postcode', 'Town', 'Membership', 'Member', 'Email', 'Phone', 'Date of birth'];

/** The member list for the committee's records: one row per member, the family's address on each. */
export function membersCsv(families: ConsoleFamily[]): string {
  const rows = families.flatMap((family) =>
    family.members.map((member) => [
      family.familyId,
      family.approval,
      family.house_no,
      family.address_line,
      family.postal_code,
      family.location,
      family.membership_type,
      member.name,
      member.email,
      member.phone,
      member.dob ?? '',
    ]),
  );
  return csvText([HEADER, ...rows]);
}

export function membersFilename(nowMs: number): string {
  return datedCsvName('edma-members', nowMs);
}
