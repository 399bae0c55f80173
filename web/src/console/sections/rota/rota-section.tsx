import { CALENDAR_API } from '@edma/contract/calendar';
import { longEventDate } from '@edma/contract/calendar-texts';
import { associationToday } from '@edma/contract/dates';
import { gapsText, ROTA_API, slotText, type CommitteeSlot } from '@edma/contract/rota';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApiMutation, useApiQuery } from '@web/api/use-api.ts';
import { Button } from '@web/ui/button.tsx';
import { Confirm } from '@web/ui/confirm.tsx';
import { Field } from '@web/ui/field.tsx';
import { QueryStatus } from '../../query-status.tsx';
import { SectionFeedback, useSectionFeedback } from '../../section-feedback.tsx';
import { SlotEditForm } from './slot-edit-form.tsx';
import { SlotForm } from './slot-form.tsx';
import '../calendar/content-sections.css';
import './rota-section.css';

/**
 * "Helpers' rota" (the events role's): per upcoming event, its helper slots with their gaps and who
 * signed up, a form to add a slot, Change (its time and people) and Remove. The event is in the
 * address, as in Bookings.
 */
export function RotaSection() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const events = useApiQuery(CALENDAR_API.list, {});
  const today = associationToday();
  const upcoming = (events.data?.events ?? []).filter((e) => e.date >= today).sort((a, b) => a.date.localeCompare(b.date));
  const chosenId = params.get('event') ?? upcoming[0]?.id ?? '';
  const chosen = upcoming.find((e) => e.id === chosenId) ?? null;
  const choose = (eventId: string) => {
    const search = new URLSearchParams(params);
    search.set('event', eventId);
    setParams(search, { replace: true });
  };

  return (
    <section className="console-section content-section rota-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Helpers&rsquo; rota</h2>
      <QueryStatus query={events} />
      {events.data && (
        <Field id={`${id}-event`} label="Event">
          {(aria) => (
            <select className="form-control" {...aria} value={chosenId} onChange={(e) => choose(e.target.value)}>
              <option value="">Choose an event</option>
              {upcoming.map((event) => (
                <option key={event.id} value={event.id}>
                  {`${event.title}, ${longEventDate(event.date)}`}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {chosen && <EventRota key={chosen.id} eventId={chosen.id} />}
    </section>
  );
}

/** One event's slots, their gaps and helpers, and the form for another slot. */
function EventRota({ eventId }: { eventId: string }) {
  const rota = useApiQuery(ROTA_API.committee, { eventId });
  const feedback = useSectionFeedback(ROTA_API.committee);
  const slots = rota.data?.slots ?? [];
  const gaps = slots.reduce((sum, slot) => sum + slot.gaps, 0);
  return (
    <>
      <SectionFeedback notice={feedback.notice} problem={feedback.problem} />
      <QueryStatus query={rota} />
      {rota.data && (
        <>
          <p className="rota-section__summary">
            {slots.length === 0
              ? 'No helper slots yet.'
              : gaps === 0
                ? 'Every slot is filled.'
                : `${gaps} ${gaps === 1 ? 'place' : 'places'} still to fill.`}
          </p>
          <ul className="rota-section__slots" aria-label="Helper slots">
            {slots.map((slot) => (
              <SlotRow key={slot.slotId} slot={slot} feedback={feedback} />
            ))}
          </ul>
        </>
      )}
      <SlotForm eventId={eventId} onAdded={feedback.changed} />
    </>
  );
}

function SlotRow({ slot, feedback }: { slot: CommitteeSlot; feedback: ReturnType<typeof useSectionFeedback> }) {
  const remove = useApiMutation(ROTA_API.remove, { invalidates: [ROTA_API.committee] });
  const [asking, setAsking] = useState(false);
  const [editing, setEditing] = useState(false);
  const name = slotText(slot);
  if (editing) {
    return (
      <li className="rota-section__slot">
        <SlotEditForm
          slot={slot}
          onCancel={() => setEditing(false)}
          onSaved={(message) => {
            setEditing(false);
            feedback.changed(message);
          }}
        />
      </li>
    );
  }
  return (
    <li className={slot.gaps > 0 ? 'rota-section__slot rota-section__slot--gaps' : 'rota-section__slot'}>
      <div className="rota-section__text">
        <strong>{name}</strong>
        <span>{gapsText(slot)}</span>
        <span>{slot.helpers.length > 0 ? slot.helpers.map((h) => h.name).join(', ') : 'Nobody yet.'}</span>
      </div>
      {asking ? (
        <Confirm
          label={`Remove ${name}?`}
          question={slot.taken > 0 ? `${slot.taken} signed up: they will no longer be on the rota.` : undefined}
          confirmLabel="Remove"
          danger
          busy={remove.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={() =>
            remove.mutate(
              { slotId: slot.slotId },
              {
                onSuccess: (answer) => feedback.changed(answer.message ?? ''),
                onError: feedback.refused,
                onSettled: () => setAsking(false),
              },
            )
          }
        />
      ) : (
        <div className="console-card__actions">
          <Button variant="secondary" aria-label={`Change ${name}`} onClick={() => setEditing(true)}>
            Change
          </Button>
          <Button variant="danger" aria-label={`Remove ${name}`} onClick={() => setAsking(true)}>
            Remove
          </Button>
        </div>
      )}
    </li>
  );
}
