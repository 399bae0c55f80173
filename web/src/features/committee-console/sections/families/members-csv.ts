import { csvLine, type ConsoleFamily } from '@edma/contract/console-families';

const HEADER = ['Family', 'Approval', 'House', 'Address', 'Postcode', 'Town', 'Membership', 'Member', 'Email', 'Phone', 'Date of birth'];

/**
 * The member list for the committee's records: one row per member, the family's address on each.
 * Cells a spreadsheet would run as a formula are neutralised (csvLine); a BOM so Excel reads UTF-8.
 */
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
  return `\uFEFF${[HEADER, ...rows].map(csvLine).join('\r\n')}\r\n`;
}

export function membersFilename(nowMs: number): string {
  return `edma-members-${new Date(nowMs).toISOString().slice(0, 10)}.csv`;
}

/** Hands the browser a file to save. */
export function saveFile(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
