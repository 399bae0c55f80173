import { familyIdSchema } from './ids.ts';
import { z } from 'zod';
import { resultSchema } from './api-result.ts';
import { endpoint } from './endpoint.ts';
import { longDateText, plusDays } from './dates.ts';
import { MEMBERSHIP_TYPES } from './family.ts';
import { poundsText, REFERENCE_ALPHABET } from './money.ts';
import { penceSchema } from './pence-schema.ts';

/*
 * The membership year and its dues: the committee sets the year's start, a fee per membership type
 * and how families pay; each approved family has one dues record a year, which it says it has paid
 * and the committee confirms (by hand or from the bank statement).
 */

export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];
export const membershipTypeSchema = z.enum(MEMBERSHIP_TYPES, { message: 'Choose Gold, Silver or Other.' });

/** The type a family's stored `membership_type` pays as (a free "Other" text pays the Other fee). */
export function membershipTypeOf(stored: string | undefined): MembershipType {
  return stored === 'Gold' || stored === 'Silver' ? stored : 'Other';
}

export const DUES_STATUSES = ['claimed', 'due', 'paid', 'lapsed', 'waived'] as const;
export type DuesStatus = (typeof DUES_STATUSES)[number];
export const DUES_STATUS_LABELS: Record<DuesStatus, string> = {
  claimed: 'To confirm',
  due: 'Due',
  paid: 'Paid',
  lapsed: 'Lapsed',
  waived: 'Waived',
};

const MM_DD = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A year's start as MM-DD; the 29th of February cannot start a year (it is not in every year). */
export const yearStartSchema = z
  .string()
  .regex(MM_DD, { message: 'Choose the day the membership year starts.' })
  .refine((v) => isoDate(2027, v) !== null, { message: 'That day is not in every year.' });

const dayCount = (label: string, min: number, max: number) =>
  z
    .number({ message: `Enter ${label}.` })
    .int({ message: `${label[0]!.toUpperCase()}${label.slice(1)} is a whole number of days.` })
    .min(min, { message: `${label[0]!.toUpperCase()}${label.slice(1)} is at least ${min} ${min === 1 ? 'day' : 'days'}.` })
    .max(max, { message: `${label[0]!.toUpperCase()}${label.slice(1)} is at most ${max} days.` });

export const MAX_BANK_DETAILS = 600;

/** What the committee sets (console, Membership). */
export const membershipSettingsSchema = z.object({
  yearStart: yearStartSchema.default('04-01'),
  /** Families pay within this many days of the year's start (or of joining later): "due by 30 April". */
  payWithinDays: dayCount('the days to pay', 1, 180).default(30),
  fees: z.object({ Gold: penceSchema, Silver: penceSchema, Other: penceSchema }),
  bankDetails: z
    .string()
    .trim()
    .max(MAX_BANK_DETAILS, { message: `The bank details must be at most ${MAX_BANK_DETAILS} characters.` })
    .refine((v) => !/[\p{Cc}]/u.test(v.replace(/\r?\n/g, '')), { message: 'The bank details cannot contain control characters.' })
    .refine((v) => v !== '', { message: 'Enter the bank details families pay to.' }),
  /** Days before the due date on which families that are due are reminded. */
  reminderDays: z
    .array(dayCount('a reminder', 1, 180))
    .max(5, { message: 'At most 5 reminders.' })
    .refine((days) => new Set(days).size === days.length, { message: 'Each reminder day must be different.' })
    .default([30, 7, 1]),
  /** Days after the due date before a family that has not paid counts as lapsed. */
  graceDays: dayCount('the grace period', 0, 365).default(30),
  lapsedInDirectory: z.boolean().default(true),
});
export type MembershipSettings = z.output<typeof membershipSettingsSchema>;
export type MembershipSettingsInput = z.input<typeof membershipSettingsSchema>;

export const DEFAULT_MEMBERSHIP_SETTINGS: Omit<MembershipSettings, 'fees' | 'bankDetails'> = {
  yearStart: '04-01',
  payWithinDays: 30,
  reminderDays: [30, 7, 1],
  graceDays: 30,
  lapsedInDirectory: true,
};

/** Which columns of the bank's CSV hold what (names of the header row), remembered once mapped. */
export const importColumnsSchema = z.object({
  date: z.string().trim().min(1, { message: 'Choose the date column.' }).max(100),
  amount: z.string().trim().min(1, { message: 'Choose the amount column.' }).max(100),
  /** The reference or description: one column or several read together. */
  text: z.array(z.string().trim().min(1).max(100)).min(1, { message: 'Choose the reference or description column.' }).max(4),
});
export type ImportColumns = z.output<typeof importColumnsSchema>;

/* ---------- The year's dates (UK dates, yyyy-MM-dd) ---------- */

function isoDate(year: number, mmdd: string): string | null {
  const [m = 0, d = 0] = mmdd.split('-').map(Number);
  const date = new Date(Date.UTC(year, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date.toISOString().slice(0, 10) : null;
}

/** A membership year is named by the calendar year it starts in: 2027 is 1 April 2027 to 31 March 2028. */
export function membershipYearOf(today: string, yearStart: string): number {
  const year = Number(today.slice(0, 4));
  return today.slice(5) >= yearStart ? year : year - 1;
}

export function yearStartDate(year: number, yearStart: string): string {
  return isoDate(year, yearStart) ?? `${year}-01-01`;
}

/** "2027/28", or "2027" for a calendar year. */
export function yearLabel(year: number, yearStart: string): string {
  return yearStart === '01-01' ? String(year) : `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
}

/** The day a family's dues are due: `payWithinDays` into the year, or into its own membership when it joined later. */
export function duesDueDate(year: number, settings: Pick<MembershipSettings, 'yearStart' | 'payWithinDays'>, openedOn: string): string {
  const start = yearStartDate(year, settings.yearStart);
  const from = openedOn > start ? openedOn : start;
  return plusDays(from, settings.payWithinDays - 1);
}

/** The first day a family that has not paid counts as lapsed: the day after the grace period. */
export function lapseDate(dueDate: string, graceDays: number): string {
  return plusDays(dueDate, graceDays + 1);
}

/**
 * The reminder due today (days before the due date), or null: of the configured days, the nearest
 * one that has come, so a day the job did not run is made up the next day and a family that joined
 * late gets the next one. Nothing on or after the due date itself.
 */
export function duesReminderDue(reminderDays: readonly number[], dueDate: string, today: string): number | null {
  if (today >= dueDate) return null;
  const due = reminderDays.filter((days) => plusDays(dueDate, -days) <= today);
  return due.length > 0 ? Math.min(...due) : null;
}

/** "30 April 2027": a dues date as the site writes dates. */
export function dayMonthText(date: string): string {
  return longDateText(date);
}

/* ---------- References ---------- */

export const DUES_REFERENCE_PREFIX = 'EDMA';
/** `EDMA-27-7KQ4`: the association, the year's last two digits, four characters that cannot be misread. */
export const duesReferencePrefix = (year: number) => `${DUES_REFERENCE_PREFIX}-${String(year % 100).padStart(2, '0')}`;
const CODE = `[${REFERENCE_ALPHABET}]{4}`;
const FOUND = new RegExp(`${DUES_REFERENCE_PREFIX}[^A-Z0-9]{0,3}(\\d{2})[^A-Z0-9]{0,3}(${CODE})(?![A-Z0-9])`, 'g');

/**
 * The dues references in a bank line's text, however the bank kept them ("edma 27 7kq4",
 * "EDMA277KQ4", "Ref:EDMA-27-7KQ4"), written the way they were given.
 */
export function findDuesReferences(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.toUpperCase().matchAll(FOUND)) found.add(`${DUES_REFERENCE_PREFIX}-${match[1]}-${match[2]}`);
  return [...found];
}

/* ---------- What both sides exchange ---------- */

export const duesHistorySchema = z.object({ at: z.string(), by: z.string(), what: z.string() });

export const duesViewSchema = z.object({
  year: z.number(),
  label: z.string(),
  type: membershipTypeSchema,
  amountPence: z.number(),
  status: z.enum(DUES_STATUSES),
  reference: z.string(),
  dueDate: z.string(),
  claimedOn: z.string().nullable(),
  paidOn: z.string().nullable(),
  waivedReason: z.string().nullable(),
});
export type DuesView = z.output<typeof duesViewSchema>;

export const myDuesResponseSchema = z.object({
  success: z.literal(true),
  /** False until the committee has set the fees: nothing is due yet. */
  setUp: z.boolean(),
  bankDetails: z.string(),
  current: duesViewSchema.nullable(),
  earlier: z.array(duesViewSchema),
});

export const committeeDuesSchema = duesViewSchema.extend({
  familyId: z.string(),
  familyName: z.string(),
  town: z.string(),
  history: z.array(duesHistorySchema),
});
export type CommitteeDues = z.output<typeof committeeDuesSchema>;

const statusCounts = z.record(z.enum(DUES_STATUSES), z.number());
export const committeeDuesResponseSchema = z.object({
  success: z.literal(true),
  year: z.number(),
  label: z.string(),
  /** Years with dues, newest first. */
  years: z.array(z.object({ year: z.number(), label: z.string() })),
  counts: statusCounts,
  byTown: z.record(z.string(), statusCounts),
  byType: z.record(z.string(), statusCounts),
  dues: z.array(committeeDuesSchema),
  /** Ids of the year's dues records that could not be read (left out of the list and the counts). */
  unreadable: z.array(z.string()).default([]),
});

export const membershipSettingsResponseSchema = z.object({
  success: z.literal(true),
  /** Null until the committee first saves them. */
  settings: membershipSettingsSchema.nullable(),
  importColumns: importColumnsSchema.nullable(),
  /** Whether the caller gets the weekly summary by email. */
  weeklySummary: z.boolean(),
  current: z.object({ year: z.number(), label: z.string(), start: z.string(), dueDate: z.string() }),
});

export const IMPORT_REASONS = [
  'no-reference',
  'unknown-reference',
  'short-amount',
  'already-paid',
  'waived',
  'already-imported',
  'not-a-payment',
  'unreadable-amount',
] as const;
export type ImportReason = (typeof IMPORT_REASONS)[number];
export const IMPORT_REASON_TEXTS: Record<ImportReason, string> = {
  'no-reference': 'No reference',
  'unknown-reference': 'Unknown reference',
  'short-amount': 'Short amount',
  'already-paid': 'Already paid',
  waived: 'Waived this year',
  'already-imported': 'Already imported',
  'not-a-payment': 'Not a payment in',
  'unreadable-amount': 'Amount not readable',
};

export const importLineSchema = z.object({
  /** 1-based, the header row being line 1. */
  line: z.number(),
  date: z.string(),
  amountPence: z.number().nullable(),
  text: z.string(),
  reference: z.string().nullable(),
  familyName: z.string().nullable(),
  outcome: z.union([z.literal('confirmed'), z.enum(IMPORT_REASONS)]),
});
export type ImportLine = z.output<typeof importLineSchema>;

export const importPreviewResponseSchema = z.object({
  success: z.literal(true),
  encoding: z.string(),
  headers: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  rows: z.number(),
  /** The remembered mapping, when this file has those columns. */
  columns: importColumnsSchema.nullable(),
});

export const importResponseSchema = resultSchema.extend({
  confirmed: z.number(),
  unmatched: z.number(),
  lines: z.array(importLineSchema),
});

/** A bank statement upload: at most this many bytes, this many lines. */
export const MAX_STATEMENT_BYTES = 1024 * 1024;
export const MAX_STATEMENT_LINES = 5000;

export const MEMBERSHIP_PATHS = {
  mine: '/api/membership/dues',
  claim: '/api/membership/claim',
  settings: '/api/committee/membership/settings',
  saveSettings: '/api/committee/membership/settings/save',
  summary: '/api/committee/membership/summary',
  list: '/api/committee/membership/dues',
  confirm: '/api/committee/membership/confirm',
  waive: '/api/committee/membership/waive',
  type: '/api/committee/membership/type',
  importPreview: '/api/committee/membership/import/preview',
  import: '/api/committee/membership/import',
} as const;

const yearSchema = z.coerce
  .number({ message: 'Choose a membership year.' })
  .int({ message: 'Choose a membership year.' })
  .min(2000, { message: 'Choose a membership year.' })
  .max(2200, { message: 'Choose a membership year.' });
/** The committee names the family; a family's own claim is its caller's (the server finds the family). */
const familyYear = z.object({ familyId: familyIdSchema, year: yearSchema });
const yearOnly = z.object({ year: yearSchema });

export const MEMBERSHIP_API = {
  /** The family's dues: this year's (opened on the spot for a family approved since the year began) and earlier ones. */
  mine: endpoint({
    method: 'GET',
    path: MEMBERSHIP_PATHS.mine,
    request: z.object({}),
    response: myDuesResponseSchema,
  }),
  /** "I have paid": the dues become claimed until the committee confirms. */
  claim: endpoint({
    method: 'POST',
    path: MEMBERSHIP_PATHS.claim,
    request: yearOnly,
    response: resultSchema.extend({ dues: duesViewSchema }),
  }),
  settings: endpoint({ method: 'GET', path: MEMBERSHIP_PATHS.settings, request: z.object({}), response: membershipSettingsResponseSchema }),
  saveSettings: endpoint({
    method: 'POST',
    path: MEMBERSHIP_PATHS.saveSettings,
    request: z.object({ settings: membershipSettingsSchema }),
    response: resultSchema,
  }),
  /** The caller's wish for the weekly summary email. */
  summary: endpoint({ method: 'POST', path: MEMBERSHIP_PATHS.summary, request: z.object({ weekly: z.boolean() }), response: resultSchema }),
  /** Every family's dues for a year (default: the current one), with counts by status, town and type. */
  list: endpoint({
    method: 'GET',
    path: MEMBERSHIP_PATHS.list,
    request: z.object({ year: yearSchema.optional() }),
    response: committeeDuesResponseSchema,
  }),
  confirm: endpoint({ method: 'POST', path: MEMBERSHIP_PATHS.confirm, request: familyYear, response: resultSchema }),
  waive: endpoint({
    method: 'POST',
    path: MEMBERSHIP_PATHS.waive,
    request: familyYear.extend({
      reason: z
        .string()
        .trim()
        .min(1, { message: 'Say why the fee is waived.' })
        .max(200, { message: 'The reason must be at most 200 characters.' })
        .refine((v) => !/\p{Cc}/u.test(v), { message: 'The reason cannot contain control characters.' }),
    }),
    response: resultSchema,
  }),
  type: endpoint({
    method: 'POST',
    path: MEMBERSHIP_PATHS.type,
    request: familyYear.extend({ type: membershipTypeSchema }),
    response: resultSchema,
  }),
  /** Multipart: `file` (the bank's CSV). Answers its columns and first lines, to map them. */
  importPreview: endpoint({
    method: 'POST',
    path: MEMBERSHIP_PATHS.importPreview,
    request: z.object({}),
    response: importPreviewResponseSchema,
  }),
  /** Multipart: `file` and `columns` (JSON of importColumnsSchema). Confirms what it matches, lists the rest. */
  import: endpoint({
    method: 'POST',
    path: MEMBERSHIP_PATHS.import,
    request: z.object({ columns: importColumnsSchema }),
    response: importResponseSchema,
  }),
};

/** Texts both sides print. */
export const MEMBERSHIP_TEXTS = {
  notSetUp: 'The committee has not set up this year’s membership fees yet.',
  notApproved: 'Your family’s membership starts once the committee has approved its registration.',
  noDues: 'There are no dues for this family in that year.',
  claimed: 'Thank you: the committee will confirm your payment once it reaches the bank.',
  alreadyPaid: 'This year is already paid.',
  waivedNothingToPay: 'There is nothing to pay this year.',
  confirmed: (name: string) => `Confirmed: ${name} has paid.`,
  alreadyConfirmed: 'This year was already confirmed as paid.',
  waivedCannotConfirm: 'This year’s fee was waived; it cannot be confirmed as paid.',
  waived: 'The fee is waived for this year.',
  cannotWaivePaid: 'This year is already paid; it cannot be waived.',
  cannotChangePaid: 'The type cannot change once the year is paid or waived.',
  typeChanged: (type: string, pence: number) => `The type is now ${type}: ${poundsText(pence)}.`,
  settingsSaved: 'The membership settings are saved.',
  tooLarge: 'The bank statement is too large (at most 1 MB).',
  notCsv: 'This file is not a CSV bank statement.',
  noFile: 'Choose the bank statement (a CSV file).',
  tooManyLines: 'The bank statement has too many lines (at most 5000).',
  missingColumn: (name: string) => `The statement has no column “${name}”: map its columns again.`,
} as const;
