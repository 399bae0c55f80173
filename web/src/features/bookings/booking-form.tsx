import type { BookingView, PublicBooking } from '@edma/contract/bookings';
import { AGE_BAND_LABELS, AGE_BANDS, type AgeBand } from '@edma/contract/age-bands';
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { Confirm } from '../../ui/confirm.tsx';
import { Field } from '../../ui/field.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { PrivacyNoticeLine } from '../../ui/privacy-notice-line.tsx';
import { comingPeople, estimatePence, type BookingChoices, type GuestChoice, type MemberChoice } from './booking-choices.ts';
import { plural, priceText } from './event-texts.ts';
import { PersonFields } from './person-fields.tsx';

interface BookingFormProps {
  booking: PublicBooking;
  initial: BookingChoices;
  answer: BookingView | null;
  busy: boolean;
  onSend(choices: BookingChoices, answer: 'going' | 'not-coming'): void;
}

/** The family's choices: members coming, guests, meals and diets, a note; book, save, not coming or cancel. */
export function BookingForm({ booking, initial, answer, busy, onSend }: BookingFormProps) {
  const [choices, setChoices] = useState(initial);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [nextGuest, setNextGuest] = useState(initial.guests.length);
  const booked = answer !== null && answer.status !== 'not-coming';
  const count = comingPeople(choices).length;
  const estimate = estimatePence(choices, booking.prices);

  const setMember = (index: number, member: MemberChoice) =>
    setChoices((c) => ({ ...c, members: c.members.map((m, i) => (i === index ? member : m)) }));
  const setGuest = (key: number, guest: GuestChoice) =>
    setChoices((c) => ({ ...c, guests: c.guests.map((g) => (g.key === key ? guest : g)) }));
  const addGuest = () => {
    setChoices((c) => ({
      ...c,
      guests: [...c.guests, { key: nextGuest, band: 'adult', meal: booking.meals[0] ?? '', diets: [], otherDiet: '' }],
    }));
    setNextGuest((n) => n + 1);
  };

  return (
    <form
      className="booking-form"
      aria-label="Booking"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSend(choices, 'going');
      }}
    >
      <fieldset className="booking-group">
        <legend>Who is coming?</legend>
        <ul className="booking-people">
          {choices.members.map((member, index) => (
            <li key={member.memberId} className="booking-person box-muted">
              <CheckboxField
                id={`member-${member.memberId}`}
                label={
                  <>
                    <span className="booking-person__name">{member.name}</span>{' '}
                    <span className="booking-person__band">{AGE_BAND_LABELS[member.band]}</span>
                  </>
                }
                checked={member.coming}
                onChange={(e) => setMember(index, { ...member, coming: e.target.checked })}
              />
              {member.coming && (
                <PersonFields
                  id={`member-${member.memberId}`}
                  who={member.name}
                  meals={booking.meals}
                  value={member}
                  onChange={(value) => setMember(index, { ...member, ...value })}
                />
              )}
            </li>
          ))}
        </ul>
      </fieldset>

      {booking.guestsPerFamily > 0 && (
        <fieldset className="booking-group">
          <legend>Guests</legend>
          <p className="form-field__hint">Up to {plural(booking.guestsPerFamily, 'guest')} per family.</p>
          {choices.guests.length > 0 && (
            <ul className="booking-people">
              {choices.guests.map((guest, index) => {
                const who = `guest ${index + 1}`;
                return (
                  <li key={guest.key} className="booking-person box-muted">
                    <p className="booking-person__name">Guest {index + 1}</p>
                    <Field
                      id={`guest-${guest.key}-band`}
                      label={
                        <>
                          Age <span className="visually-hidden">of {who}</span>
                        </>
                      }
                    >
                      {(aria) => (
                        <select
                          className="form-control"
                          {...aria}
                          value={guest.band}
                          onChange={(e) => setGuest(guest.key, { ...guest, band: e.target.value as AgeBand })}
                        >
                          {[...AGE_BANDS].reverse().map((band) => (
                            <option key={band} value={band}>
                              {AGE_BAND_LABELS[band]}
                            </option>
                          ))}
                        </select>
                      )}
                    </Field>
                    <PersonFields
                      id={`guest-${guest.key}`}
                      who={who}
                      meals={booking.meals}
                      value={guest}
                      onChange={(value) => setGuest(guest.key, { ...guest, ...value })}
                    />
                    <Button
                      variant="secondary"
                      className="booking-person__remove"
                      onClick={() => setChoices((c) => ({ ...c, guests: c.guests.filter((g) => g.key !== guest.key) }))}
                    >
                      Remove guest {index + 1}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          {choices.guests.length < booking.guestsPerFamily && (
            <Button variant="secondary" onClick={addGuest}>
              Add a guest
            </Button>
          )}
        </fieldset>
      )}

      <TextAreaField
        id="booking-note"
        label="Note for the committee (optional)"
        maxLength={500}
        rows={3}
        value={choices.note}
        onChange={(e) => setChoices((c) => ({ ...c, note: e.target.value }))}
      />

      <PrivacyNoticeLine />

      <p className="booking-form__summary" aria-live="polite">
        {plural(count, 'person', 'people')}
        {estimate > 0 ? `: ${priceText(estimate)}` : ''}
        {booking.payment === 'bank-transfer' && estimate > 0 ? ' by bank transfer (the reference is given once booked).' : '.'}
      </p>

      {confirmCancel ? (
        <Confirm
          label="Cancel your booking?"
          question="Cancel your booking? Your places go to the next family in line."
          confirmLabel="Yes, cancel our booking"
          busy={busy}
          onConfirm={() => onSend(choices, 'not-coming')}
          onCancel={() => setConfirmCancel(false)}
        />
      ) : (
        <div className="form-actions">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : booked ? 'Save changes' : 'Book'}
          </Button>
          {booked ? (
            <Button variant="danger" disabled={busy} onClick={() => setConfirmCancel(true)}>
              Cancel our booking
            </Button>
          ) : (
            answer?.status !== 'not-coming' && (
              <Button variant="secondary" disabled={busy} onClick={() => onSend(choices, 'not-coming')}>
                We are not coming
              </Button>
            )
          )}
        </div>
      )}
    </form>
  );
}
