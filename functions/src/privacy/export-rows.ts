import { normaliseEmail } from '@edma/contract/family';

/*
 * What a family's export may show of records shared with others. The holdings (family-holdings.ts)
 * find every record that touches the family, so the erasure reaches them all; the export shows only
 * the family's part of each: an announcement's whole recipient list, a committee member's address
 * on an audit entry or an approval, another family's head on its invitation are not the family's.
 */

/** How the export names an address that is not the family's (the committee's, the association's). */
export const NOT_THE_FAMILY = 'the committee';
/** How it names another family that invited one of the family's people. */
export const ANOTHER_FAMILY = 'another family';

const EMAIL_IN_TEXT = /[^\s@<>"'(),;:[\]]+@[^\s@<>"'(),;:[\]]+\.[^\s@<>"'(),;:[\]]+/g;

type Row = Record<string, unknown>;

/** Every address in `value` (in any text, at any depth) that is not one of `own`, replaced by NOT_THE_FAMILY. */
export function withoutOtherAddresses(value: unknown, own: ReadonlySet<string>): unknown {
  if (typeof value === 'string') return value.replace(EMAIL_IN_TEXT, (found) => (own.has(normaliseEmail(found)) ? found : NOT_THE_FAMILY));
  if (Array.isArray(value)) return value.map((v) => withoutOtherAddresses(v, own));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutOtherAddresses(v, own)]));
  }
  return value;
}

/** An announcement as the family needs it: what was said, when, and to which of its own addresses. */
export function announcementRow(row: Row, own: ReadonlySet<string>): Row {
  const recipients = Array.isArray(row.recipients) ? (row.recipients as unknown[]) : [];
  return {
    id: row.id,
    subject: row.subject ?? null,
    sent_at: row.sentAt ?? null,
    text: row.text ?? null,
    sent_to: recipients.filter((r): r is string => typeof r === 'string' && own.has(normaliseEmail(r))),
  };
}

/** An audit entry: who acted is the family's own address, or "the committee" (never a committee member's address or id). */
export function auditRow(row: Row, own: ReadonlySet<string>): Row {
  const actor = (row.actor ?? {}) as { email?: unknown };
  const ownActor = typeof actor.email === 'string' && own.has(normaliseEmail(actor.email));
  return withoutOtherAddresses({ ...row, actor: ownActor ? { email: actor.email } : NOT_THE_FAMILY }, own) as Row;
}

/** An invitation: another family's of one of the family's people keeps the address, not that family's head. */
export function invitationRow(row: Row, familyId: string): Row {
  return row.familyId === familyId ? row : { ...row, head: ANOTHER_FAMILY };
}

/** A bank import: when, which file, and only its lines that are the family's (other payers' lines are theirs). */
export function bankImportRow(row: Row, familyLines: readonly number[]): Row {
  const lines = Array.isArray(row.unmatchedLines) ? (row.unmatchedLines as Row[]) : [];
  return {
    id: row.id,
    at: row.at ?? null,
    file_name: row.fileName ?? null,
    lines: familyLines
      .map((i) => lines[i])
      .filter((l): l is Row => l !== undefined)
      .map((l) => ({ line: l.line, date: l.date, amount_pence: l.amountPence, text: l.text, reason: l.reason })),
  };
}
