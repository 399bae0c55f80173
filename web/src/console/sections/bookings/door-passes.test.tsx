import { DOOR_PASS_PATHS, type DoorPass } from '@edma/contract/door-pass';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '@web/test/fetch-stub.ts';
import { answer, openSection, stubConsoleApi, type ConsoleApi } from '../../console-test-helpers.tsx';
import { DoorPasses } from './door-passes.tsx';

const pass = (changes: Partial<DoorPass>): DoorPass => ({
  passId: 'pass-front-door-0001',
  eventId: 'onam',
  label: 'Front door',
  lastDay: '2099-09-12',
  createdBy: 'events@gmail.com',
  createdAtMs: 1,
  revokedAtMs: null,
  ...changes,
});

let passes: DoorPass[];
let api: ConsoleApi;

beforeEach(() => {
  passes = [pass({})];
  api = stubConsoleApi(() => jsonResponse(200, { success: true, passes }));
});

describe('DoorPasses', () => {
  it('opens a pass for the event and shows its link and its PIN once', async () => {
    const opened = pass({ passId: 'pass-side-door-00002', label: 'Side door' });
    const user = openSection(
      <DoorPasses eventId="onam" />,
      api,
      answer(200, '', () => passes.unshift(opened), { pass: opened, pin: '042137' }),
    );
    await user.type(await screen.findByRole('textbox', { name: /Who is it for/ }), 'Side door');
    await user.click(screen.getByRole('button', { name: 'Open a door pass' }));
    const said = await screen.findByText(/Send/);
    expect(said).toHaveTextContent(`${location.origin}/door?pass=pass-side-door-00002`);
    expect(said).toHaveTextContent('the PIN 042137');
    expect(api.posts).toEqual([{ url: DOOR_PASS_PATHS.open, body: { eventId: 'onam', label: 'Side door' } }]);
    expect(await screen.findByRole('button', { name: 'Revoke Side door' })).toBeInTheDocument();
  });

  it('asks who the pass is for before sending anything', async () => {
    const user = openSection(<DoorPasses eventId="onam" />, api);
    await user.click(await screen.findByRole('button', { name: 'Open a door pass' }));
    expect(await screen.findByText('Say who the pass is for.')).toBeInTheDocument();
    expect(api.posts).toEqual([]);
  });

  it('lists the passes and revokes one; a revoked one offers no revoke', async () => {
    passes.push(pass({ passId: 'pass-old-door-000003', label: 'Old door', revokedAtMs: 5 }));
    const user = openSection(<DoorPasses eventId="onam" />, api);
    const list = await screen.findByRole('list', { name: 'Door passes of this event' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Front door, until the end of .*12 September 2099, opened by events@gmail.comRevoke$/),
      'Old door, revoked, opened by events@gmail.com',
    ]);
    await user.click(within(list).getByRole('button', { name: 'Revoke Front door' }));
    expect(api.posts).toEqual([{ url: DOOR_PASS_PATHS.revoke, body: { passId: 'pass-front-door-0001' } }]);
  });
});
