import { CALENDAR_API, type CalendarEvent } from '@edma/contract/calendar';
import { eventLocationText, eventTimeText } from '@edma/contract/calendar-texts';
import { associationToday } from '@edma/contract/dates';
import { Confirm } from '@web/ui/confirm.tsx';
import { useId } from 'react';
import { ItemActions } from '../../item-actions.tsx';
import { ConsoleItemList } from '../../console-item-list.tsx';
import { ContentSection, useContentItem, useContentSection, type ItemFeedback } from '../../content-item.tsx';
import { EventForm } from './event-form.tsx';
import { longEventDate as longDate } from '@edma/contract/calendar-texts';
import './content-sections.css';

const TEXT = {
  title: 'Calendar',
  intro: 'The calendar page and its .ics downloads and feed show these events within seconds of a change.',
  addTitle: 'Add an event',
};

/** "Calendar": the events of the calendar page and its .ics feed; add, edit and remove them. */
export function CalendarSection() {
  const section = useContentSection(CALENDAR_API);
  const { itemFeedback } = section;
  const today = associationToday();

  return (
    <ContentSection
      text={TEXT}
      section={section}
      addForm={<EventForm label={TEXT.addTitle} submitLabel="Add event" {...section.addForm} />}
    >
      {({ events }) => {
        const upcoming = events.filter((event) => event.date >= today);
        const past = events.filter((event) => event.date < today).reverse();
        return (
          <>
            <ConsoleItemList heading="Upcoming events" emptyText="No upcoming events." items={upcoming}>
              {(event) => <EventItem key={event.id} event={event} {...itemFeedback} />}
            </ConsoleItemList>
            {past.length > 0 && (
              <details className="content-past">
                <summary>Past events ({past.length})</summary>
                <ul className="console-list" aria-label="Past events">
                  {past.map((event) => (
                    <EventItem key={event.id} event={event} {...itemFeedback} />
                  ))}
                </ul>
              </details>
            )}
          </>
        );
      }}
    </ContentSection>
  );
}

function EventItem({ event, ...feedback }: { event: CalendarEvent } & ItemFeedback) {
  const id = useId();
  const item = useContentItem(CALENDAR_API, feedback);
  const name = `${event.title}, ${longDate(event.date)}`;

  return (
    <li className="console-card content-card" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{event.title}</h4>
      <p>
        <time dateTime={event.date}>{longDate(event.date)}</time> · {eventTimeText(event)}
      </p>
      <p className="content-card__meta">Location: {eventLocationText(event)}</p>
      {event.description && <p className="content-card__meta">{event.description}</p>}
      {item.mode === 'view' && <ItemActions name={name} {...item.actions} />}
      {item.mode === 'edit' && (
        <EventForm
          initial={event}
          submitLabel="Save event"
          {...item.editing(name)}
          onSave={(values) => item.save({ ...values, id: event.id })}
        />
      )}
      {item.mode === 'remove' && (
        <Confirm {...item.removal(name, { id: event.id })} question="Remove this event from the calendar?" confirmLabel="Remove event" />
      )}
    </li>
  );
}
