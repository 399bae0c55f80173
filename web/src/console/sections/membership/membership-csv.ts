import { DUES_STATUS_LABELS, type CommitteeDues } from '@edma/contract/membership';
import { csvText } from '../../csv-file.ts';

/** The year-end CSV: every family, its type, amount, status, the date it paid and its reference (formula-safe cells). */
export function yearEndCsv(rows: readonly CommitteeDues[]): string {
  return csvText([
    ['Family', 'Town', 'Type', 'Amount (£)', 'Status', 'Date paid', 'Reference', 'Waived because'],
    ...rows.map((d) => [
      d.familyName,
      d.town,
      d.type,
      (d.amountPence / 100).toFixed(2),
      d.status === 'claimed' ? 'Said paid, to confirm' : DUES_STATUS_LABELS[d.status],
      d.paidOn ?? '',
      d.reference,
      d.waivedReason ?? '',
    ]),
  ]);
}

export const yearEndFilename = (label: string) => `membership-${label.replace('/', '-')}.csv`;
