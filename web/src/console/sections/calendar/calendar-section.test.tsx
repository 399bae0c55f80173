import type { CalendarEvent } from '@edma/contract/calendar';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '@web/test/fetch-stub.ts';
import { answer, openSection, stubConsoleApi, type ConsoleApi, type PostAnswer } from '../../console-test-helpers.tsx';
import { fillAndSubmit, expectInvalid } from '@web/test/form-filling.ts';
import { CalendarSection } from './calendar-section.tsx';

const event = (id: string, date: string, title: string, extra: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id,
  date,
  title,
  location: '',
  startTime: '',
  description: '',
  ...extra,
});

let events: CalendarEvent[];
let api: ConsoleApi;

beforeEach(() => {
  events = [
    event('past-1', '2020-06-14', 'BBQ Party'),
    event('next-1', '2099-05-14', 'Committee Meeting', { location: 'Online', startTime: '16:00' }),
  ];
  api = stubConsoleApi(() => jsonResponse(200, { success: true, events }));
});

const renderSection = (...answers: PostAnswer[]) => openSection(<CalendarSection />, api, ...answers);

describe('CalendarSection', () => {
  it('lists upcoming events, and past ones apart', async () => {
    renderSection();
    const upcoming = await screen.findByRole('list', { name: 'Upcoming events' });
    const card = within(upcoming).getByRole('listitem', { name: 'Committee Meeting' });
    expect(card).toHaveTextContent('04:00 PM');
    expect(card).toHaveTextContent('Location: Online');
    const past = screen.getByRole('list', { name: 'Past events', hidden: true });
    expect(within(past).getByRole('heading', { name: 'BBQ Party', hidden: true })).toBeInTheDocument();
    expect(within(past).getByText('Location: Will Update Soon')).toBeInTheDocument();
    expect(screen.getByText('Past events (1)')).toBeInTheDocument();
  });

  it('adds an event with the ID token, then lists it and empties the form', async () => {
    const user = renderSection(
      answer(
        200,
        'Christmas Party was added to the calendar.',
        () => events.push(event('new-1', '2099-12-12', 'Christmas Party', { location: 'Seaton Town Hall', startTime: '17:30' })),
        { id: 'new-1' },
      ),
    );
    const form = await screen.findByRole('form', { name: 'Add an event' });
    await fillAndSubmit(
      user,
      form,
      { Date: '2099-12-12', 'Start time (UK)': '17:30', Title: 'Christmas Party', Location: 'Seaton Town Hall' },
      'Add event',
    );

    expect(await screen.findByRole('status')).toHaveTextContent('Christmas Party was added to the calendar.');
    expect(api.posts).toEqual([
      {
        url: '/api/committee/events/add',
        body: { date: '2099-12-12', title: 'Christmas Party', location: 'Seaton Town Hall', startTime: '17:30', description: '' },
      },
    ]);
    expect(api.authorizations).toEqual(['Bearer token-chair']);
    const upcoming = screen.getByRole('list', { name: 'Upcoming events' });
    expect(await within(upcoming).findByRole('listitem', { name: 'Christmas Party' })).toHaveTextContent('05:30 PM');
    expect(within(form).getByLabelText('Title')).toHaveValue('');
  });

  it('names what is missing and sends nothing', async () => {
    const user = renderSection();
    const form = await screen.findByRole('form', { name: 'Add an event' });
    await fillAndSubmit(user, form, { 'Description (optional)': 'No date or title yet' }, 'Add event');
    await expectInvalid(form, 'Date', 'Enter the date of the event.');
    expect(within(form).getByLabelText('Title')).toHaveAccessibleDescription('Enter a title.');
    expect(api.posts).toEqual([]);
  });

  it('edits an event in place, with its id', async () => {
    const user = renderSection(answer(200, 'Committee Meeting (AGM) was saved.', () => (events[1]!.title = 'Committee Meeting (AGM)')));
    await user.click(await screen.findByRole('button', { name: /^Edit Committee Meeting, / }));
    const form = screen.getByRole('form', { name: /^Edit Committee Meeting, / });
    const title = within(form).getByLabelText('Title');
    expect(title).toHaveValue('Committee Meeting');
    expect(within(form).getByLabelText('Date')).toHaveFocus();
    await user.clear(title);
    await user.type(title, 'Committee Meeting (AGM)');
    await user.click(within(form).getByRole('button', { name: 'Save event' }));
    expect(await screen.findByRole('heading', { name: 'Committee Meeting (AGM)' })).toBeInTheDocument();
    expect(api.posts[0]).toMatchObject({
      url: '/api/committee/events/update',
      body: { id: 'next-1', title: 'Committee Meeting (AGM)', date: '2099-05-14', startTime: '16:00', location: 'Online' },
    });
    expect(screen.queryByRole('form', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('removes only after a confirmation, and shows a refusal, refreshing the list', async () => {
    const user = renderSection(
      answer(404, 'This event no longer exists; the list has been refreshed.', () => (events = events.filter((e) => e.id !== 'next-1'))),
    );
    await user.click(await screen.findByRole('button', { name: /^Remove Committee Meeting, / }));
    expect(api.posts).toEqual([]);
    const confirm = screen.getByRole('button', { name: 'Remove event' });
    expect(confirm).toHaveFocus();
    await user.click(confirm);
    expect(api.posts[0]).toMatchObject({ url: '/api/committee/events/remove', body: { id: 'next-1' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This event no longer exists; the list has been refreshed.');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Committee Meeting' })).not.toBeInTheDocument());
    expect(screen.getByText('No upcoming events.')).toBeInTheDocument();
  });
});
