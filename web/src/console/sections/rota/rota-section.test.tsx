import type { CalendarEvent } from '@edma/contract/calendar';
import { CALENDAR_API } from '@edma/contract/calendar';
import { ROTA_API, ROTA_TEXTS, type CommitteeSlot } from '@edma/contract/rota';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '@web/test/fetch-stub.ts';
import { answer, openSection, stubConsoleApi, type ConsoleApi } from '../../console-test-helpers.tsx';
import { RotaSection } from './rota-section.tsx';

const event = (id: string, date: string, title: string): CalendarEvent => ({
  id,
  date,
  title,
  location: '',
  startTime: '',
  description: '',
});

let slots: CommitteeSlot[];
let api: ConsoleApi;

beforeEach(() => {
  slots = [
    {
      slotId: 's1',
      job: 'kitchen',
      time: '08:00',
      needed: 3,
      taken: 2,
      gaps: 1,
      helpers: [{ name: 'Asha Pillai' }, { name: 'Ravi Nair' }],
    },
    { slotId: 's2', job: 'door', time: '11:30', needed: 1, taken: 1, gaps: 0, helpers: [{ name: 'Mini Thomas' }] },
  ];
  api = stubConsoleApi((url) =>
    url.pathname === ROTA_API.committee.path
      ? jsonResponse(200, { success: true, eventId: url.searchParams.get('eventId'), slots })
      : url.pathname === CALENDAR_API.list.path
        ? jsonResponse(200, { success: true, events: [event('past', '2020-01-01', 'Old Party'), event('onam', '2099-09-18', 'Onam')] })
        : jsonResponse(404, { success: false, message: 'Not found.' }),
  );
});

const renderSection = () =>
  openSection(
    <MemoryRouter>
      <RotaSection />
    </MemoryRouter>,
    api,
  );

describe('RotaSection', () => {
  it("shows the next event's slots with their gaps and helpers by name", async () => {
    renderSection();
    const list = await screen.findByRole('list', { name: 'Helper slots' });
    const [kitchen, door] = within(list).getAllByRole('listitem');
    expect(kitchen).toHaveTextContent('Kitchen preparation, 08:00');
    expect(kitchen).toHaveTextContent('1 more needed (2 of 3)');
    expect(kitchen).toHaveTextContent('Asha Pillai, Ravi Nair');
    expect(door).toHaveTextContent('Full (1)');
    expect(screen.getByText('1 place still to fill.')).toBeInTheDocument();
    // Past events are not offered.
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveValue('onam');
    expect(screen.queryByRole('option', { name: /Old Party/ })).not.toBeInTheDocument();
  });

  it('adds a slot with the job, time and number of people', async () => {
    const user = renderSection();
    api.postAnswers.push(answer(200, ROTA_TEXTS.added, undefined, { slotId: 's3' }));
    await screen.findByRole('list', { name: 'Helper slots' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job' }), 'Setting up');
    await user.type(screen.getByLabelText('From (UK time)'), '07:30');
    await user.clear(screen.getByRole('spinbutton', { name: 'People needed' }));
    await user.type(screen.getByRole('spinbutton', { name: 'People needed' }), '4');
    await user.click(screen.getByRole('button', { name: 'Add the slot' }));
    expect(await screen.findByText(ROTA_TEXTS.added)).toBeInTheDocument();
    expect(api.posts).toEqual([{ url: ROTA_API.add.path, body: { eventId: 'onam', job: 'setting-up', time: '07:30', needed: 4 } }]);
  });

  it('refuses a slot without a time before sending anything', async () => {
    const user = renderSection();
    await screen.findByRole('list', { name: 'Helper slots' });
    await user.click(screen.getByRole('button', { name: 'Add the slot' }));
    expect(await screen.findByText('Enter a time such as 10:30.')).toBeInTheDocument();
    expect(api.posts).toEqual([]);
  });

  it('changes a slot’s time and people, and says the server’s refusal below those signed up', async () => {
    const user = renderSection();
    api.postAnswers.push(
      answer(409, ROTA_TEXTS.belowTaken(2)),
      answer(200, ROTA_TEXTS.edited, () => (slots = [{ ...slots[0]!, time: '08:30', needed: 4, gaps: 2 }, slots[1]!])),
    );
    await user.click(await screen.findByRole('button', { name: 'Change Kitchen preparation, 08:00' }));
    const form = screen.getByRole('form', { name: 'Change Kitchen preparation, 08:00' });
    expect(within(form).getByLabelText('From (UK time)')).toHaveValue('08:00');
    const needed = within(form).getByRole('spinbutton', { name: /People needed/ });
    expect(needed).toHaveValue(3);
    expect(within(form).getByText('At least 2: signed up already.')).toBeInTheDocument();

    await user.clear(needed);
    await user.type(needed, '1');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(ROTA_TEXTS.belowTaken(2));

    await user.clear(within(form).getByLabelText('From (UK time)'));
    await user.type(within(form).getByLabelText('From (UK time)'), '08:30');
    await user.clear(needed);
    await user.type(needed, '4');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ROTA_TEXTS.edited)).toBeInTheDocument();
    expect(api.posts).toEqual([
      { url: ROTA_API.edit.path, body: { slotId: 's1', time: '08:00', needed: 1 } },
      { url: ROTA_API.edit.path, body: { slotId: 's1', time: '08:30', needed: 4 } },
    ]);
    expect(await screen.findByText('Kitchen preparation, 08:30')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /^Change/ })).not.toBeInTheDocument();
  });

  it('removes a slot once confirmed', async () => {
    const user = renderSection();
    api.postAnswers.push(answer(200, ROTA_TEXTS.removed, () => (slots = slots.slice(1))));
    await user.click(await screen.findByRole('button', { name: 'Remove Kitchen preparation, 08:00' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(ROTA_TEXTS.removed)).toBeInTheDocument();
    expect(api.posts).toEqual([{ url: ROTA_API.remove.path, body: { slotId: 's1' } }]);
    await waitFor(() => expect(screen.queryByText('Kitchen preparation, 08:00')).not.toBeInTheDocument());
  });
});
