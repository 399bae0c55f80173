import { BOOKING_TEXTS, BOOKINGS_API, type BookingView, type PublicBooking } from '@edma/contract/bookings';
import { AGE_BAND_LABELS, AGE_BANDS, type AgeBand } from '@edma/contract/age-bands';
import { poundsText } from '@edma/contract/money';
import { useRef, useState } from 'react';
import { ApiError } from '../../api/api-client.ts';
import { failureMessage, useApiMutation, useApiQuery } from '../../api/use-api.ts';
import { newRequestKey } from '../../lib/request-key.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { Confirm } from '../../ui/confirm.tsx';
import { Field } from '../../ui/field.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { PrivacyNoticeLine } from '../../ui/privacy-notice-line.tsx';
import {
  choicesFrom,
  comingPeople,
  estimatePence,
  requestProblem,
  saveRequest,
  type BookingChoices,
  type GuestChoice,
  type MemberChoice,
} from './booking-choices.ts';
import { momentText, priceText } from './event-texts.ts';
import { BookingReadState } from './booking-read-state.tsx';
import { PersonFields } from './person-fields.tsx';

interface BookingPanelProps {
  eventId: string;
  familyId: string;
}

type Said = { kind: 'notice' | 'problem'; text: string } | null;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Where the family stands: going (how many), waiting (where in line) or not coming; what is due. */
function BookingStatus({ answer, payment }: { answer: BookingView; payment: PublicBooking['payment'] }) {
  return (
    <>
      <p className="booking-status__state">
        {answer.status === 'going' && <>You are going: {plural(answer.people, 'person', 'people')}.</>}
        {answer.status === 'waiting' && (
          <>
            You are on the waiting list{answer.waitingPosition !== null && <>, number {answer.waitingPosition} in line</>} (
            {plural(answer.people, 'person', 'people')}). We will email you if places free up.
          </>
        )}
        {answer.status === 'not-coming' && <>You told us you are not coming.</>}
      </p>
      {answer.status !== 'not-coming' && answer.amountPence > 0 && (
        <p>
          Amount: <strong>{poundsText(answer.amountPence)}</strong>
          {answer.paid ? ' (paid, thank you).' : '.'}
          {payment === 'bank-transfer' && answer.reference && !answer.paid && (
            <>
              {' '}
              Pay by bank transfer with the reference <strong className="booking-status__reference">{answer.reference}</strong>.
            </>
          )}
        </p>
      )}
    </>
  );
}

/**
 * The family's booking for an event: who of the family comes (each ticked), guests by age band, a
 * meal and dietary needs per person, a note; "Book", "Save changes", "We are not coming" and cancel,
 * until bookings close. A stale edit (someone else in the family saved meanwhile) reads the booking
 * again and says so.
 */
/** No answer reached the page (the connection dropped, or Hosting gave up waiting): the save may have happened. */
const answerLost = (error: unknown) => error instanceof ApiError && (error.kind === 'network' || error.status >= 500);

export function BookingPanel({ eventId, familyId }: BookingPanelProps) {
  const mine = useApiQuery(BOOKINGS_API.mine, { eventId, familyId });
  const save = useApiMutation(BOOKINGS_API.save, { invalidates: [BOOKINGS_API.mine] });
  const [said, setSaid] = useState<Said>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  if (!mine.isSuccess) return <BookingReadState read={mine} />;
  const { booking, answer } = mine.data;
  const version = answer?.version ?? 0;

  async function send(form: Parameters<typeof save.mutateAsync>[0]) {
    setSaid(null);
    // One key for this save and its retry: the server applies it once, however often it arrives.
    const request = { ...form, saveKey: newRequestKey() };
    try {
      const result = await save.mutateAsync(request).catch((error: unknown) => {
        if (!answerLost(error)) throw error;
        return save.mutateAsync(request);
      });
      setSaid({ kind: 'notice', text: result.message ?? BOOKING_TEXTS.saved[result.answer.status] });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'refused' && error.status === 0) return;
      if (error instanceof ApiError && error.status === 409 && error.serverMessage === BOOKING_TEXTS.stale) await mine.refetch();
      // Saved although no answer came back (a slow day): the booking as stored says so.
      const stored = answerLost(error) ? (await mine.refetch()).data?.answer : null;
      if (stored?.saveKey === request.saveKey) setSaid({ kind: 'notice', text: BOOKING_TEXTS.saved[stored.status] });
      else setSaid({ kind: 'problem', text: failureMessage(error) });
    }
    // The answer (or the reason) is read out, and the keyboard starts again from it.
    statusRef.current?.focus();
  }

  return (
    <div className="booking-panel">
      <div className="booking-status" ref={statusRef} tabIndex={-1} aria-labelledby="booking-status-title">
        <h3 id="booking-status-title">Your family&apos;s booking</h3>
        {answer ? <BookingStatus answer={answer} payment={booking.payment} /> : <p>Your family has not answered yet.</p>}
        <div role="status">{said?.kind === 'notice' && <p className="booking-status__notice">{said.text}</p>}</div>
        <div role="alert">{said?.kind === 'problem' && <p className="field-error">{said.text}</p>}</div>
      </div>
      {booking.window === 'open' ? (
        <BookingForm
          // Read again (after a save, or a stale edit): the form starts from what is stored.
          key={`${version} ${answer?.updatedAt ?? ''}`}
          booking={booking}
          initial={choicesFrom(mine.data)}
          answer={answer}
          busy={save.isPending}
          onSend={(choices, kind) => {
            const request = saveRequest(choices, kind, { eventId, familyId }, version);
            const problem = kind === 'going' ? (formProblem(choices, booking) ?? requestProblem(request)) : null;
            if (problem) {
              setSaid({ kind: 'problem', text: problem });
              statusRef.current?.focus();
              return;
            }
            void send(request);
          }}
        />
      ) : (
        <p>
          {booking.window === 'closed'
            ? `${BOOKING_TEXTS.closed} Please contact the committee about any change.`
            : `${BOOKING_TEXTS.notOpen} They open on ${momentText(booking.opens)}.`}
        </p>
      )}
    </div>
  );
}

/** What the contract cannot know: every meal is one the event offers. */
function formProblem(choices: BookingChoices, booking: PublicBooking): string | null {
  const people = [...choices.members.filter((m) => m.coming), ...choices.guests];
  return people.some((p) => !booking.meals.includes(p.meal)) ? BOOKING_TEXTS.unknownMeal : null;
}

interface BookingFormProps {
  booking: PublicBooking;
  initial: BookingChoices;
  answer: BookingView | null;
  busy: boolean;
  onSend(choices: BookingChoices, answer: 'going' | 'not-coming'): void;
}

function BookingForm({ booking, initial, answer, busy, onSend }: BookingFormProps) {
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
