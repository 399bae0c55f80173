import { bookingSettingsSchema, type BookingSettings } from '@edma/contract/bookings';
import { AGE_BANDS, type AgeBand } from '@edma/contract/age-bands';
import { penceFromPounds } from '@edma/contract/money';

/** The settings form as typed: every field text, prices in pounds. */
export interface SettingsDraft {
  enabled: boolean;
  opensDate: string;
  opensTime: string;
  closesDate: string;
  closesTime: string;
  capacity: string;
  /** One meal option per line. */
  meals: string;
  prices: Record<AgeBand, string>;
  guestsPerFamily: string;
  payment: BookingSettings['payment'];
  /** "7, 2": days before bookings close. */
  reminderDays: string;
}

export type DraftField = Exclude<keyof SettingsDraft, 'prices'> | `prices.${AgeBand}`;
export type DraftErrors = Partial<Record<DraftField, string>>;

const pounds = (pence: number) => (pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2));

/** The day before `iso` (yyyy-MM-dd). */
function dayBefore(iso: string): string {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/** The form for an event: its saved settings, or bookings open from today until the evening before. */
export function draftOf(settings: BookingSettings | null, event: { date: string }, today: string): SettingsDraft {
  if (!settings) {
    return {
      enabled: true,
      opensDate: today,
      opensTime: '09:00',
      closesDate: dayBefore(event.date) > today ? dayBefore(event.date) : event.date,
      closesTime: '18:00',
      capacity: '',
      meals: '',
      prices: { under5: '0', child: '0', adult: '0' },
      guestsPerFamily: '0',
      payment: 'none',
      reminderDays: '7, 2',
    };
  }
  return {
    enabled: settings.enabled,
    opensDate: settings.opens.date,
    opensTime: settings.opens.time,
    closesDate: settings.closes.date,
    closesTime: settings.closes.time,
    capacity: String(settings.capacity),
    meals: settings.meals.join('\n'),
    prices: { under5: pounds(settings.prices.under5), child: pounds(settings.prices.child), adult: pounds(settings.prices.adult) },
    guestsPerFamily: String(settings.guestsPerFamily),
    payment: settings.payment,
    reminderDays: settings.reminderDays.join(', '),
  };
}

const wholeNumber = (text: string) => (/^\s*\d{1,6}\s*$/.test(text) ? Number(text) : Number.NaN);

/** Where each of the schema's paths is typed. */
function fieldOf(path: readonly PropertyKey[]): DraftField {
  const [first, second] = path.map(String);
  if (first === 'opens') return second === 'time' ? 'opensTime' : 'opensDate';
  if (first === 'closes') return second === 'time' ? 'closesTime' : 'closesDate';
  if (first === 'prices') return `prices.${second as AgeBand}`;
  return (first ?? 'enabled') as DraftField;
}

/** The settings to save, or what is wrong, field by field (the contract's own messages). */
export function settingsFrom(draft: SettingsDraft): { settings: BookingSettings } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const prices = {} as Record<AgeBand, number>;
  for (const band of AGE_BANDS) {
    const pence = penceFromPounds(draft.prices[band]);
    if (pence === null) errors[`prices.${band}`] = 'Enter an amount in pounds, such as 12 or 12.50 (0 for free).';
    prices[band] = pence ?? 0;
  }
  const reminderText = draft.reminderDays.split(/[\s,]+/).filter(Boolean);
  const reminderDays = reminderText.map(wholeNumber);
  if (reminderDays.some(Number.isNaN)) errors.reminderDays = 'Enter whole numbers of days, such as 7, 2.';
  const parsed = bookingSettingsSchema.safeParse({
    enabled: draft.enabled,
    opens: { date: draft.opensDate, time: draft.opensTime },
    closes: { date: draft.closesDate, time: draft.closesTime },
    capacity: draft.capacity.trim() === '' ? undefined : wholeNumber(draft.capacity),
    meals: draft.meals
      .split('\n')
      .map((meal) => meal.trim())
      .filter(Boolean),
    prices,
    guestsPerFamily: draft.guestsPerFamily.trim() === '' ? undefined : wholeNumber(draft.guestsPerFamily),
    payment: draft.payment,
    reminderDays: reminderDays.filter((n) => !Number.isNaN(n)),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { settings: parsed.data };
}
