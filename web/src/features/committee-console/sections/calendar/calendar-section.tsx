import { CALENDAR_API, eventLocationText, eventTimeText, type CalendarEvent } from '@edma/contract/calendar';
import { associationToday } from '@edma/contract/dates';
import { Confirm } from '../../../../ui/confirm.tsx';
import { useId, useState } from 'react';
import { applyChange, ItemActions } from '../../item-actions.tsx';
import { ConsoleItemList } from '../../console-item-list.tsx';
import { SectionFeedback, useSectionFeedback } from '../../section-feedback.tsx';
import { failureMessage, useApiMutation, useApiQuery } from '../../../../api/use-api.ts';
import { EventForm } from './event-form.tsx';
import { longDate } from './long-date.ts';
import './content-sections.css';
import { QueryStatus } from '../../query-status.tsx';

const LIST = CALENDAR_API.list;

/** "Calendar": the events of the calendar page and its .ics feed; add, edit and remove them. */
export function CalendarSection() {
  const id = useId();
  const events = useApiQuery(LIST, {});
  const add = useApiMutation(CALENDAR_API.add, { invalidates: [LIST] });
  const feedback = useSectionFeedback(LIST);
  const { changed, refused } = feedback;
  const today = associationToday();
  const all = events.data?.events ?? [];
  const upcoming = all.filter((event) => event.date >= today);
  const past = all.filter((event) => event.date < today).reverse();

  return (
    <section className="console-section content-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Calendar</h2>
      <p>The calendar page and its .ics downloads and feed show these events within seconds of a change.</p>
      <SectionFeedback notice={feedback.notice} problem={feedback.problem} />
      <QueryStatus query={events} />
      {events.data && (
        <>
          <ConsoleItemList heading="Upcoming events" emptyText="No upcoming events." items={upcoming}>
            {(event) => <EventItem key={event.id} event={event} onChanged={changed} onRefused={refused} />}
          </ConsoleItemList>
          {past.length > 0 && (
            <details className="content-past">
              <summary>Past events ({past.length})</summary>
              <ul className="console-list" aria-label="Past events">
                {past.map((event) => (
                  <EventItem key={event.id} event={event} onChanged={changed} onRefused={refused} />
                ))}
              </ul>
            </details>
          )}
        </>
      )}
      <h3>Add an event</h3>
      {add.error && <p role="alert">{failureMessage(add.error)}</p>}
      <EventForm
        label="Add an event"
        submitLabel="Add event"
        busy={add.isPending}
        onSave={(values) => applyChange(() => add.mutateAsync(values), changed)}
      />
    </section>
  );
}

interface EventItemProps {
  event: CalendarEvent;
  onChanged(message: string): void;
  onRefused(error: unknown): void;
}

function EventItem({ event, onChanged, onRefused }: EventItemProps) {
  const id = useId();
  const [mode, setMode] = useState<'view' | 'edit' | 'remove'>('view');
  const update = useApiMutation(CALENDAR_API.update, { invalidates: [LIST] });
  const remove = useApiMutation(CALENDAR_API.remove, { invalidates: [LIST] });
  const busy = update.isPending || remove.isPending;
  const name = `${event.title}, ${longDate(event.date)}`;

  return (
    <li className="console-card content-card" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{event.title}</h4>
      <p>
        <time dateTime={event.date}>{longDate(event.date)}</time> · {eventTimeText(event)}
      </p>
      <p className="content-card__meta">Location: {eventLocationText(event)}</p>
      {event.description && <p className="content-card__meta">{event.description}</p>}
      {mode === 'view' && <ItemActions name={name} onEdit={() => setMode('edit')} onRemove={() => setMode('remove')} />}
      {mode === 'edit' && (
        <EventForm
          initial={event}
          label={`Edit ${name}`}
          submitLabel="Save event"
          busy={busy}
          onCancel={() => setMode('view')}
          onSave={async (values) => {
            const saved = await applyChange(() => update.mutateAsync({ ...values, id: event.id }), onChanged, onRefused);
            if (saved) setMode('view');
            return saved;
          }}
        />
      )}
      {mode === 'remove' && (
        <Confirm
          label={`Remove ${name}?`}
          className="console-card__actions"
          question="Remove this event from the calendar?"
          confirmLabel="Remove event"
          busy={busy}
          onConfirm={() => remove.mutate({ id: event.id }, { onSuccess: (result) => onChanged(result.message ?? ''), onError: onRefused })}
          onCancel={() => setMode('view')}
        />
      )}
    </li>
  );
}
