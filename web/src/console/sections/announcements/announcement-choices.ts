import type { CalendarEvent } from '@edma/contract/calendar';
import { plusDays } from '@edma/contract/dates';
import { dayMonthText } from '@edma/contract/membership';

export interface EventChoice {
  id: string;
  title: string;
  /** "5 December 2026" */
  dateText: string;
}

const choice = (event: CalendarEvent): EventChoice => ({ id: event.id, title: event.title, dateText: dayMonthText(event.date) });

/**
 * The events an announcement can name: those still to come, soonest first (what an announcement is
 * usually about), and, for choosing an event's families, those of the last year, newest first.
 */
export function eventChoices(events: readonly CalendarEvent[], today: string): { upcoming: EventChoice[]; recent: EventChoice[] } {
  const byDate = [...events].sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
  const yearAgo = plusDays(today, -365);
  return {
    upcoming: byDate.filter((event) => event.date >= today).map(choice),
    recent: byDate
      .filter((event) => event.date < today && event.date >= yearAgo)
      .reverse()
      .map(choice),
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "8 addresses in 4 families will get it. 1 more address in them has not said yes to news." */
export function audienceCountText({
  families,
  recipients,
  withoutConsent,
}: {
  families: number;
  recipients: number;
  withoutConsent: number;
}) {
  const gets = `${plural(recipients, 'address', 'addresses')} in ${plural(families, 'family', 'families')} will get it.`;
  if (withoutConsent === 0) return gets;
  const more = withoutConsent === 1 ? '1 more address in them has' : `${withoutConsent} more addresses in them have`;
  return `${gets} ${more} not said yes to news, and will not.`;
}
