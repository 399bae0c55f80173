import { DIET_LABELS, type CommitteeBooking } from '@edma/contract/bookings';
import { AGE_BAND_LABELS } from '@edma/contract/age-bands';
import { cateringSheet } from '@edma/contract/booking-totals';
import { poundsText } from '@edma/contract/money';
import { csvText, datedCsvName } from '../../csv-file.ts';

const STATUS_TEXT: Record<CommitteeBooking['status'] | 'not-answered', string> = {
  going: 'Going',
  waiting: 'Waiting',
  'not-coming': 'Not coming',
  'not-answered': 'Not answered',
};

const HEADER = [
  'Family',
  'Town',
  'Status',
  'Waiting position',
  'People',
  'Person',
  'Age band',
  'Meal',
  'Dietary needs',
  'Other needs',
  'Amount',
  'Bank reference',
  'Paid',
  'Arrived',
  'Note',
];

/**
 * Every answer, one row per person (a family not coming, or not answering, has one row without a
 * person), so a spreadsheet can sort and count them; cells that would run as formulas stay text.
 */
export function bookingsCsv(bookings: readonly CommitteeBooking[], notAnswered: readonly { familyName: string; town: string }[]): string {
  type Row = (string | number)[];
  const rows = bookings.flatMap((booking): Row[] => {
    const family = [booking.familyName, booking.town, STATUS_TEXT[booking.status], booking.waitingPosition ?? '', booking.people];
    const money = [booking.amountPence > 0 ? poundsText(booking.amountPence) : '', booking.reference ?? '', booking.paid ? 'Yes' : 'No'];
    const tail = [...money, booking.arrived ? 'Yes' : 'No', booking.note];
    const people = [
      ...booking.members.map((member) => ({ ...member, label: member.name })),
      ...booking.guests.map((guest, i) => ({ ...guest, label: `Guest ${i + 1}` })),
    ];
    if (people.length === 0) return [[...family, '', '', '', '', '', ...tail]];
    return people.map((person) => [
      ...family,
      person.label,
      AGE_BAND_LABELS[person.band],
      person.meal,
      person.diets.map((d) => DIET_LABELS[d]).join(', '),
      person.otherDiet,
      ...tail,
    ]);
  });
  const silent = notAnswered.map((f): Row => [
    f.familyName,
    f.town,
    STATUS_TEXT['not-answered'],
    ...Array<string>(HEADER.length - 3).fill(''),
  ]);
  return csvText([HEADER, ...rows, ...silent]);
}

/** The kitchen's sheet as CSV: meals per option, each dietary need's count, then everyone with a need. */
export function cateringCsv(bookings: readonly CommitteeBooking[], meals: readonly string[]): string {
  const sheet = cateringSheet(bookings, meals);
  const dietRows = Object.entries(sheet.diets).map(([diet, n]) => [
    diet in DIET_LABELS ? DIET_LABELS[diet as keyof typeof DIET_LABELS] : 'Other',
    n,
  ]);
  return csvText([
    ['Meal', 'People'],
    ...Object.entries(sheet.meals).map(([meal, n]) => [meal, n]),
    ['Total', sheet.total],
    [],
    ['Dietary need', 'People'],
    ...dietRows,
    [],
    ['Family', 'Person', 'Needs'],
    ...sheet.needs.map((line) => [line.familyName, line.person, line.needs]),
  ]);
}

export const bookingsFilename = (eventId: string, kind: 'bookings' | 'catering', nowMs: number) =>
  datedCsvName(`edma-${kind}-${eventId}`, nowMs);
