import {
  DEFAULT_MEMBERSHIP_SETTINGS,
  MEMBERSHIP_API,
  membershipSettingsSchema,
  type MembershipSettings,
  type MembershipType,
} from '@edma/contract/membership';
import { MEMBERSHIP_TYPES } from '@edma/contract/family';
import { penceFromPounds } from '@edma/contract/money';
import { useId, useState, type FormEvent } from 'react';
import { failureMessage, useApiMutation } from '@web/api/use-api.ts';
import { Button } from '@web/ui/button.tsx';
import { CheckboxField } from '@web/ui/checkbox-field.tsx';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pounds = (pence: number) => (pence / 100).toFixed(2);

interface Draft {
  month: string;
  day: string;
  payWithinDays: string;
  fees: Record<MembershipType, string>;
  bankDetails: string;
  reminderDays: string;
  graceDays: string;
  lapsedInDirectory: boolean;
}

function draftOf(settings: MembershipSettings | null): Draft {
  const s = settings ?? { ...DEFAULT_MEMBERSHIP_SETTINGS, fees: { Gold: 0, Silver: 0, Other: 0 }, bankDetails: '' };
  const [month = '04', day = '01'] = s.yearStart.split('-');
  return {
    month,
    day: String(Number(day)),
    payWithinDays: String(s.payWithinDays),
    fees: {
      Gold: settings ? pounds(s.fees.Gold) : '',
      Silver: settings ? pounds(s.fees.Silver) : '',
      Other: settings ? pounds(s.fees.Other) : '',
    },
    bankDetails: s.bankDetails,
    reminderDays: s.reminderDays.join(', '),
    graceDays: String(s.graceDays),
    lapsedInDirectory: s.lapsedInDirectory,
  };
}

/** The draft as settings, or the first thing to correct. */
export function settingsFromDraft(draft: Draft): { settings: MembershipSettings } | { error: string } {
  const fees = {} as Record<MembershipType, number>;
  for (const type of MEMBERSHIP_TYPES) {
    const pence = penceFromPounds(draft.fees[type]);
    if (pence === null) return { error: `Enter the ${type} fee in pounds, e.g. 30 or 30.00.` };
    fees[type] = pence;
  }
  const whole = (text: string) => (/^\s*\d{1,4}\s*$/.test(text) ? Number(text) : NaN);
  const reminderDays = draft.reminderDays
    .split(/[,\s]+/)
    .filter(Boolean)
    .map(whole);
  if (reminderDays.some(Number.isNaN)) return { error: 'Reminder days are whole numbers, e.g. 30, 7, 1.' };
  const parsed = membershipSettingsSchema.safeParse({
    yearStart: `${draft.month}-${draft.day.padStart(2, '0')}`,
    payWithinDays: whole(draft.payWithinDays),
    fees,
    bankDetails: draft.bankDetails,
    reminderDays,
    graceDays: whole(draft.graceDays),
    lapsedInDirectory: draft.lapsedInDirectory,
  });
  return parsed.success ? { settings: parsed.data } : { error: parsed.error.issues[0]?.message ?? 'Check the settings.' };
}

/** The committee's membership settings: the year, the fees, how families pay, reminders and grace. */
/** The days of the year's cycle, in the form's order: whole numbers, except the list of reminder days. */
const DAY_FIELDS = [
  { key: 'payWithinDays', idSuffix: 'pay', label: 'Days to pay from the year’s start', numeric: true },
  { key: 'reminderDays', idSuffix: 'reminders', label: 'Reminders, days before the due date', numeric: false },
  { key: 'graceDays', idSuffix: 'grace', label: 'Grace days before lapsed', numeric: true },
] as const;

export function MembershipSettingsForm({ settings, onSaved }: { settings: MembershipSettings | null; onSaved(message: string): void }) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [error, setError] = useState('');
  const save = useApiMutation(MEMBERSHIP_API.saveSettings, { invalidates: [MEMBERSHIP_API.settings, MEMBERSHIP_API.list] });
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = settingsFromDraft(draft);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError('');
    save.mutate(result, { onSuccess: (answer) => onSaved(answer.message ?? 'Saved.'), onError: (e) => setError(failureMessage(e)) });
  }

  return (
    <form className="membership-settings" aria-label="Membership settings" onSubmit={submit} noValidate>
      {!settings && <p className="console-notice">Nothing is due until these are saved.</p>}
      <fieldset>
        <legend>The year starts on</legend>
        {/* Each label above its own control, side by side: in one wrapping row, "Month" ended the Day line. */}
        <div className="membership-settings__date">
          <div className="form-field">
            <label htmlFor={`${id}-day`}>Day</label>
            <input
              id={`${id}-day`}
              className="form-control"
              inputMode="numeric"
              value={draft.day}
              onChange={(e) => set({ day: e.target.value })}
            />
          </div>
          <div className="form-field">
            <label htmlFor={`${id}-month`}>Month</label>
            <select id={`${id}-month`} className="form-control" value={draft.month} onChange={(e) => set({ month: e.target.value })}>
              {MONTHS.map((name, i) => (
                <option key={name} value={String(i + 1).padStart(2, '0')}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </div>
      </fieldset>
      <fieldset>
        <legend>Fee per year (£)</legend>
        <div className="membership-settings__row">
          {MEMBERSHIP_TYPES.map((type) => (
            <span key={type} className="membership-settings__fee">
              <label htmlFor={`${id}-fee-${type}`}>{type}</label>
              <input
                id={`${id}-fee-${type}`}
                className="form-control membership-settings__short"
                inputMode="decimal"
                value={draft.fees[type]}
                onChange={(e) => set({ fees: { ...draft.fees, [type]: e.target.value } })}
              />
            </span>
          ))}
        </div>
      </fieldset>
      <div className="form-field">
        <label htmlFor={`${id}-bank`}>Bank details shown to families</label>
        <textarea
          id={`${id}-bank`}
          className="form-control"
          rows={3}
          value={draft.bankDetails}
          onChange={(e) => set({ bankDetails: e.target.value })}
        />
      </div>
      <div className="membership-settings__grid">
        {DAY_FIELDS.map(({ key, idSuffix, label, numeric }) => (
          <div key={key} className="form-field">
            <label htmlFor={`${id}-${idSuffix}`}>{label}</label>
            <input
              id={`${id}-${idSuffix}`}
              className={numeric ? 'form-control membership-settings__short' : 'form-control'}
              inputMode={numeric ? 'numeric' : undefined}
              value={draft[key]}
              onChange={(e) => set({ [key]: e.target.value })}
            />
          </div>
        ))}
      </div>
      <CheckboxField
        id={`${id}-lapsed`}
        label="Lapsed families stay in the directory"
        checked={draft.lapsedInDirectory}
        onChange={(e) => set({ lapsedInDirectory: e.target.checked })}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" disabled={save.isPending}>
        Save settings
      </Button>
    </form>
  );
}
