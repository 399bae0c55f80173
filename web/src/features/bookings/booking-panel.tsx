import { BOOKING_TEXTS, BOOKINGS_API, type PublicBooking } from '@edma/contract/bookings';
import { NOT_REGISTERED_MESSAGE } from '@edma/contract/family';
import { householdPassLabel } from '@edma/contract/household-pass';
import { lazy, Suspense, use, useRef, useState } from 'react';
import { ApiError } from '../../api/api-client.ts';
import { failureMessage, useApiMutation, useApiQuery } from '../../api/use-api.ts';
import { newRequestKey } from '../../lib/request-key.ts';
import { choicesFrom, requestProblem, saveRequest, type BookingChoices } from './booking-choices.ts';
import { momentText } from './event-texts.ts';
import { BookingReadState } from './booking-read-state.tsx';
import { BookingForm } from './booking-form.tsx';
import { BookingStatus } from './booking-status.tsx';
import { EventOfPageContext } from './event-of-page.ts';

/** The QR encoder comes only with a family that is going. */
const HouseholdPassQr = lazy(() => import('../../ui/household-pass-qr.tsx'));

interface BookingPanelProps {
  eventId: string;
}

type Said = { kind: 'notice' | 'problem'; text: string } | null;

/** The server found no family for the sign-in (the account is not a member's). */
const isNotRegistered = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.serverMessage === NOT_REGISTERED_MESSAGE;

/** No answer reached the page (the connection dropped, or Hosting gave up waiting): the save may have happened. */
const answerLost = (error: unknown) => error instanceof ApiError && (error.kind === 'network' || error.status >= 500);

/**
 * The family's booking for an event: who of the family comes (each ticked), guests by age band, a
 * meal and dietary needs per person, a note; "Book", "Save changes", "We are not coming" and cancel,
 * until bookings close. A stale edit (someone else in the family saved meanwhile) reads the booking
 * again and says so.
 */
export function BookingPanel({ eventId }: BookingPanelProps) {
  const mine = useApiQuery(BOOKINGS_API.mine, { eventId });
  const save = useApiMutation(BOOKINGS_API.save, { invalidates: [BOOKINGS_API.mine] });
  const [said, setSaid] = useState<Said>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  // The event page's title names the household pass; elsewhere, "this event".
  const eventTitle = use(EventOfPageContext)?.event.title ?? 'this event';

  if (isNotRegistered(mine.error)) return <p>Your sign-in is not linked to a registered family, so there is no booking to show.</p>;
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
        {answer?.status === 'going' && mine.data.pass && (
          <Suspense fallback={null}>
            <HouseholdPassQr
              pass={mine.data.pass}
              label={householdPassLabel(eventTitle, answer.amountPence > 0 ? answer.reference : null)}
            />
          </Suspense>
        )}
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
            const request = saveRequest(choices, kind, eventId, version);
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
