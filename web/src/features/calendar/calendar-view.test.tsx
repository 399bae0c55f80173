import { MemoryRouter } from 'react-router-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALENDAR_SEED } from '@edma/contract/content-seed';
import { CalendarView } from './calendar-view.tsx';
import { ASSOCIATION_TIME_ZONE } from '@edma/contract/dates';

const CalendarPage = ({ today }: { today: Date }) => <CalendarView events={CALENDAR_SEED} today={today} />;

const dayButton = (iso: string) => {
  const button = document.querySelector<HTMLButtonElement>(`button[data-date="${iso}"]`);
  if (!button) throw new Error(`no day ${iso}`);
  return button;
};

describe('CalendarView', () => {
  it('opens on the current month and marks event days with the party icon and a tooltip', () => {
    render(<CalendarPage today={new Date(2025, 5, 1)} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: 'EDMA 2025 Event Calendar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'June 2025' })).toHaveAttribute('aria-live', 'polite');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);

    const bbq = dayButton('2025-06-14');
    expect(bbq).toHaveClass('calendar__day--event');
    expect(bbq).toHaveAttribute('title', 'BBQ Party');
    expect(bbq).toHaveTextContent('🎉');
    expect(bbq).toHaveAccessibleName('Saturday, 14 June 2025: BBQ Party');
    const plain = dayButton('2025-06-15');
    expect(plain).not.toHaveClass('calendar__day--event');
    expect(plain).not.toHaveAttribute('title');
    expect(plain).not.toHaveTextContent('🎉');
  });

  it('styles the neighbouring months’ days apart', () => {
    render(<CalendarPage today={new Date(2025, 5, 1)} />, { wrapper: MemoryRouter });
    expect(dayButton('2025-05-26')).toHaveClass('calendar__day--outside');
    expect(dayButton('2025-07-06')).toHaveClass('calendar__day--outside');
    expect(dayButton('2025-06-01')).not.toHaveClass('calendar__day--outside');
  });

  it('shows the event card for a selected event day and the no-event text for another day', async () => {
    const user = userEvent.setup();
    render(<CalendarPage today={new Date(2025, 5, 1)} />, { wrapper: MemoryRouter });
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await user.click(dayButton('2025-06-14'));
    expect(dayButton('2025-06-14')).toHaveAttribute('aria-pressed', 'true');
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'BBQ Party' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Location: Will Update Soon');
    expect(card).toHaveTextContent('Time: Will Update Soon');
    expect(card).toHaveTextContent('Saturday, 14 June 2025');

    await user.click(dayButton('2025-06-15'));
    expect(dayButton('2025-06-14')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByText('No events scheduled for Sunday, 15 June 2025.')).toBeInTheDocument();
  });

  it('shows the first event with its real location and time', async () => {
    const user = userEvent.setup();
    render(<CalendarPage today={new Date(2025, 4, 1)} />, { wrapper: MemoryRouter });
    await user.click(dayButton('2025-05-14'));
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Committee Meeting');
    expect(card).toHaveTextContent('Location: Online');
    expect(card).toHaveTextContent('Time: 04:00 PM');
  });

  it('moves between months with the previous and next buttons; the title follows the year shown', async () => {
    const user = userEvent.setup();
    render(<CalendarPage today={new Date(2026, 10, 22)} />, { wrapper: MemoryRouter });
    // The current month, even with no event in it.
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('November 2026');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('EDMA 2026 Event Calendar');
    expect(dayButton('2026-11-22')).toHaveAttribute('aria-current', 'date');
    for (let step = 0; step < 7; step += 1) await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('April 2026');
    expect(dayButton('2026-04-18')).toHaveAttribute('title', 'Easter, Vishu & Ramadan Celebration');
    for (let step = 0; step < 3; step += 1) await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('January 2026');
    expect(dayButton('2026-01-03')).toHaveAttribute('title', 'XMas & New Year Celebration');
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('December 2025');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('EDMA 2025 Event Calendar');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('February 2026');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('EDMA 2026 Event Calendar');
  });

  it("shows an event's description when it has one", async () => {
    const user = userEvent.setup();
    const events = [
      {
        id: 'x',
        date: '2026-12-12',
        title: 'Christmas Party',
        location: 'Seaton Town Hall',
        startTime: '17:30',
        description: 'Bring a dish.',
      },
    ];
    render(<CalendarView events={events} today={new Date(2026, 11, 1)} />, { wrapper: MemoryRouter });
    await user.click(dayButton('2026-12-12'));
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Location: Seaton Town Hall');
    expect(card).toHaveTextContent('Time: 05:30 PM');
    expect(card).toHaveTextContent('Bring a dish.');
    // The title leads to the event's own page (details, sharing, bookings).
    expect(within(card).getByRole('link', { name: 'Christmas Party' })).toHaveAttribute('href', '/calendar/x');
  });

  it('marks every one of the ten events across the year', async () => {
    const user = userEvent.setup();
    // May 2025 to April 2026.
    render(<CalendarPage today={new Date(2025, 4, 1)} />, { wrapper: MemoryRouter });
    let marked = 0;
    for (let step = 0; step < 12; step += 1) {
      marked += document.querySelectorAll('.calendar__day--event:not(.calendar__day--outside)').length;
      await user.click(screen.getByRole('button', { name: 'Next month' }));
    }
    expect(marked).toBe(10);
  });

  it('holds exactly the spec’s ten events: dates, titles, locations and times', async () => {
    // Written out from the spec, not read from the seed, so a changed entry fails here.
    const soon = 'Will Update Soon';
    const spec = [
      ['2025-05-14', 'Committee Meeting', 'Online', '04:00 PM'],
      ['2025-06-14', 'BBQ Party', soon, soon],
      ['2025-07-12', 'BBQ Party', soon, soon],
      ['2025-07-26', 'Ladies Meet', soon, soon],
      ['2025-08-23', 'Sports Day', soon, soon],
      ['2025-09-20', 'Onam Celebration', soon, soon],
      ['2025-10-18', 'Indoor Games & Funday', soon, soon],
      ['2025-12-20', 'Xmas Carol', soon, soon],
      ['2026-01-03', 'XMas & New Year Celebration', soon, soon],
      ['2026-04-18', 'Easter, Vishu & Ramadan Celebration', soon, soon],
    ];
    const user = userEvent.setup();
    render(<CalendarPage today={new Date(2025, 0, 1)} />, { wrapper: MemoryRouter });
    const seen: string[][] = [];
    // January 2025 to December 2026: nothing outside the spec's dates either.
    for (let step = 0; step < 24; step += 1) {
      const days = [...document.querySelectorAll<HTMLButtonElement>('.calendar__day--event:not(.calendar__day--outside)')];
      for (const day of days.map((d) => d.dataset.date!)) {
        await user.click(dayButton(day));
        const card = screen.getByRole('article');
        const title = within(card).getByRole('heading').textContent!;
        const location = /Location: (.*?)Time:/.exec(card.textContent!)?.[1]?.trim() ?? '';
        const time = /Time: (.*?)(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)/.exec(card.textContent!)?.[1]?.trim() ?? '';
        expect(dayButton(day)).toHaveAttribute('title', title);
        seen.push([day, title, location, time]);
      }
      await user.click(screen.getByRole('button', { name: 'Next month' }));
    }
    expect(seen).toEqual(spec);
  });

  describe('iCalendar downloads', () => {
    let blobs: Blob[];
    let clicked: { href: string; download: string }[];

    beforeEach(() => {
      blobs = [];
      clicked = [];
      URL.createObjectURL = vi.fn((blob: Blob) => {
        blobs.push(blob);
        return `blob:test/${blobs.length}`;
      });
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
      });
    });

    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('downloads the selected event as an .ics file', async () => {
      const user = userEvent.setup();
      render(<CalendarPage today={new Date(2025, 5, 1)} />, { wrapper: MemoryRouter });
      await user.click(dayButton('2025-06-14'));
      await user.click(screen.getByRole('button', { name: 'Add to calendar (.ics)' }));
      expect(clicked).toEqual([{ href: 'blob:test/1', download: 'edma-2025-06-14-bbq-party.ics' }]);
      expect(blobs[0]?.type).toBe('text/calendar; charset=utf-8');
      const text = await blobs[0]!.text();
      expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
      expect(text).toContain('SUMMARY:BBQ Party\r\n');
      expect(text).toContain('DTSTART;VALUE=DATE:20250614\r\n');
    });

    it('downloads the whole calendar with all ten events', async () => {
      const user = userEvent.setup();
      render(<CalendarPage today={new Date(2025, 5, 1)} />, { wrapper: MemoryRouter });
      await user.click(screen.getByRole('button', { name: 'Download the whole calendar (.ics)' }));
      expect(clicked).toEqual([{ href: 'blob:test/1', download: 'edma-events.ics' }]);
      const text = await blobs[0]!.text();
      expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(10);
      expect(text).toContain(`DTSTART;TZID=${ASSOCIATION_TIME_ZONE}:20250514T160000\r\n`);
      expect(text).toContain('SUMMARY:Easter\\, Vishu & Ramadan Celebration\r\n');
    });

    it('offers the feed to subscribe to as a webcal: link to /events.ics on this site, even before the events load', () => {
      render(<CalendarView events={null} today={new Date(2025, 5, 1)} />, { wrapper: MemoryRouter });
      expect(screen.getByRole('link', { name: 'Subscribe to the calendar' })).toHaveAttribute(
        'href',
        `webcal://${window.location.host}/events.ics`,
      );
    });
  });
});
