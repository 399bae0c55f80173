import {
  findDuesReferences,
  importColumnsSchema,
  MAX_STATEMENT_BYTES,
  MEMBERSHIP_TEXTS,
  type ImportColumns,
  type ImportLine,
  type ImportReason,
} from '@edma/contract/membership';
import { FieldValue } from 'firebase-admin/firestore';
import type { Caller } from '../../auth/verify-caller.ts';
import { recordAudit } from '../../store/audit-log.ts';
import { siteUrl } from '../../config/params.ts';
import { bankReferenceRef, type BankReferenceDoc } from '../../store/booking-docs.ts';
import { familyRef, type FamilyDoc } from '../../store/family-docs.ts';
import { db } from '../../store/admin.ts';
import { header, type ApiReply, type ApiRequest } from '../../http/api-request.ts';
import { conflict, DomainError, invalidInput, tooLarge } from '../../errors/domain-error.ts';
import { validationMessage } from '../../http/validation-message.ts';
import { isMultipart, parseMultipart } from '../../multipart/parse-multipart.ts';
import { amountPence, decodeStatement, fitsColumns, paidIn, statementLines, statementRows, type StatementLine } from '../bank-statement.ts';
import { markPaid } from '../dues-changes.ts';
import { familyNames } from '../family-names.ts';
import {
  BANK_IMPORTS,
  bankLineRef,
  DUES,
  readMembershipSettings,
  settingsRef,
  type BankImportDoc,
  type BankLineDoc,
  type DuesDoc,
  type UnmatchedLine,
} from '../../store/dues-docs.ts';
import { requestClock, type DuesClock } from '../open-dues.ts';

/** The form around the file: a little room for the boundary and the columns field. */
const MAX_BODY_BYTES = MAX_STATEMENT_BYTES + 16 * 1024;

/** The uploaded statement and the form's fields (413 past 1 MB, 400 without a file). */
async function readStatementForm(request: ApiRequest) {
  const contentType = header(request, 'content-type');
  if (!isMultipart(contentType)) throw invalidInput('Send the statement as multipart/form-data.');
  if (request.rawBody.length > MAX_BODY_BYTES) throw tooLarge(MEMBERSHIP_TEXTS.tooLarge);
  let form;
  try {
    form = await parseMultipart(request.rawBody, contentType, { fileSize: MAX_STATEMENT_BYTES, files: 1, fields: 2, fieldSize: 4096 });
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'too-large') throw tooLarge(MEMBERSHIP_TEXTS.tooLarge);
    throw error;
  }
  const file = form.files.find((f) => f.field === 'file');
  if (!file) throw invalidInput(MEMBERSHIP_TEXTS.noFile);
  const decoded = decodeStatement(file.data);
  return { fields: form.fields, fileName: file.filename.slice(0, 200), encoding: decoded.encoding, rows: statementRows(decoded.text) };
}

/** POST committee/membership/import/preview (multipart `file`): the columns and first lines, and the remembered mapping if it fits. */
export async function previewStatement(request: ApiRequest): Promise<ApiReply> {
  const [{ rows, encoding }, config] = await Promise.all([readStatementForm(request), readMembershipSettings()]);
  const [headers = [], ...body] = rows;
  const saved = config?.importColumns ?? null;
  return {
    json: {
      success: true,
      encoding,
      headers,
      sample: body.slice(0, 5),
      rows: body.length,
      columns: saved && fitsColumns(headers, saved) ? saved : null,
    },
  };
}

interface Target {
  reference: string;
  duesId: string;
}

/** The dues each found reference names (one read for the whole file). */
async function duesTargets(lines: readonly StatementLine[]): Promise<Map<string, Target>> {
  const references = [...new Set(lines.flatMap((line) => findDuesReferences(line.text)))];
  const targets = new Map<string, Target>();
  for (let i = 0; i < references.length; i += 300) {
    const chunk = references.slice(i, i + 300);
    const snapshots = await db().getAll(...chunk.map(bankReferenceRef));
    snapshots.forEach((snapshot, j) => {
      const doc = snapshot.data() as BankReferenceDoc | undefined;
      if (doc?.kind === 'dues') targets.set(chunk[j]!, { reference: chunk[j]!, duesId: doc.target });
    });
  }
  return targets;
}

/**
 * One line: its reference's dues confirmed when the amount covers them, in one transaction with
 * the line's record (so the same line, in this file or a later one, confirms nothing again).
 */
async function importLine(
  line: StatementLine,
  targets: Map<string, Target>,
  context: { clock: DuesClock; importId: string; yearStart: string; siteUrl: string },
): Promise<{ outcome: ImportLine['outcome']; reference: string | null; familyId: string | null }> {
  const amount = paidIn(line);
  const found = findDuesReferences(line.text);
  const target = found.map((ref) => targets.get(ref)).find(Boolean);
  const reference = target?.reference ?? found[0] ?? null;
  const answer = (outcome: ImportLine['outcome'], familyId: string | null = null) => ({ outcome, reference, familyId });
  if ('reason' in amount) return answer(amount.reason);
  const { pence } = amount;
  if (found.length === 0) return answer('no-reference');
  if (!target) return answer('unknown-reference');
  return db().runTransaction(async (tx) => {
    const [lineSnap, duesSnap] = await Promise.all([tx.get(bankLineRef(line.hash)), tx.get(db().collection(DUES).doc(target.duesId))]);
    if (!duesSnap.exists) return answer('unknown-reference');
    const dues = duesSnap.data() as DuesDoc;
    if (lineSnap.exists) return answer('already-imported', dues.familyId);
    if (dues.status === 'paid') return answer('already-paid', dues.familyId);
    if (dues.status === 'waived') return answer('waived', dues.familyId);
    if (pence < dues.amountPence) return answer('short-amount', dues.familyId);
    const family = await tx.get(familyRef(dues.familyId));
    markPaid(tx, duesSnap, family.data() as FamilyDoc | undefined, context.clock, 'bank import', {
      yearStart: context.yearStart,
      siteUrl: context.siteUrl,
      what: `Paid: bank line of ${line.date} for ${line.amountText}`,
    });
    const record: BankLineDoc = {
      reference: target.reference,
      duesId: target.duesId,
      date: line.date,
      amountPence: pence,
      text: line.text.slice(0, 500),
      importId: context.importId,
    };
    tx.create(bankLineRef(line.hash), record);
    return answer('confirmed', dues.familyId);
  });
}

function parseColumns(fields: Map<string, string>): ImportColumns {
  let value: unknown;
  try {
    value = JSON.parse(fields.get('columns') ?? '');
  } catch {
    throw invalidInput('Choose the date, amount and reference columns.');
  }
  const parsed = importColumnsSchema.safeParse(value);
  if (!parsed.success) throw invalidInput(validationMessage(parsed.error));
  return parsed.data;
}

/**
 * POST committee/membership/import (multipart `file`, `columns`): each line whose text holds a
 * family's reference and whose amount covers its dues confirms them (with the receipt); every
 * other line is listed with the reason. The mapping is remembered for the next statement.
 */
export async function importStatement(request: ApiRequest, caller: Caller): Promise<ApiReply> {
  const form = await readStatementForm(request);
  const columns = parseColumns(form.fields);
  const lines = statementLines(form.rows, columns);
  const config = await readMembershipSettings();
  if (!config) throw conflict(MEMBERSHIP_TEXTS.notSetUp);
  await settingsRef().set({ importColumns: columns }, { merge: true });

  const importRef = db().collection(BANK_IMPORTS).doc();
  const context = { clock: requestClock(), importId: importRef.id, yearStart: config.settings.yearStart, siteUrl: siteUrl() };
  const [targets, names] = await Promise.all([duesTargets(lines), familyNames()]);
  const report: ImportLine[] = [];
  // The family each line's reference named, kept with the unmatched lines so its erasure finds them.
  const familyOf: (string | null)[] = [];
  // In order, one at a time: two lines for the same family must see each other.
  for (const line of lines) {
    const result = await importLine(line, targets, context);
    familyOf.push(result.familyId);
    report.push({
      line: line.line,
      date: line.date.slice(0, 40),
      amountPence: amountPence(line.amountText),
      text: line.text.slice(0, 300),
      reference: result.reference,
      familyName: result.familyId ? (names.get(result.familyId) ?? null) : null,
      outcome: result.outcome,
    });
  }
  const confirmed = report.filter((l) => l.outcome === 'confirmed').length;
  const unmatched = report.length - confirmed;
  const record: Omit<BankImportDoc, 'unmatchedLines'> = {
    at: FieldValue.serverTimestamp() as unknown as BankImportDoc['at'],
    by: caller.email,
    fileName: form.fileName,
    lines: report.length,
    confirmed,
    unmatched,
  };
  await db().runTransaction(async (tx) => {
    tx.set(importRef, {
      ...record,
      unmatchedLines: report
        .map((l, i) => ({ l, familyId: familyOf[i] ?? null }))
        .filter(({ l }) => l.outcome !== 'confirmed')
        .slice(0, 500)
        .map(({ l, familyId }): UnmatchedLine => ({
          line: l.line,
          date: l.date,
          amountPence: l.amountPence,
          text: l.text.slice(0, 200),
          reason: l.outcome as ImportReason,
          familyId,
        })),
    });
    recordAudit(tx, caller, 'membership.import', `bankImports/${importRef.id}`, { lines: report.length, confirmed });
  });
  return {
    json: {
      success: true,
      message: `${confirmed} ${confirmed === 1 ? 'payment' : 'payments'} confirmed; ${unmatched} ${unmatched === 1 ? 'line' : 'lines'} not matched.`,
      confirmed,
      unmatched,
      lines: report,
    },
  };
}
