import { ROTA_API, ROTA_TEXTS, type MemberSlot } from '@edma/contract/rota';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiSessionProvider } from '../../api/api-session.tsx';
import { jsonBody, jsonResponse, stubFetch, type FetchStub } from '../../test/fetch-stub.ts';
import { HelpersPanel } from './helpers-panel.tsx';

const slot = (extra: Partial<MemberSlot>): MemberSlot => ({
  slotId: 'kitchen-1',
  job: 'kitchen',
  time: '09:30',
  needed: 4,
  taken: 1,
  gaps: 3,
  mine: false,
  ...extra,
});

let rota: { slots: MemberSlot[]; canSignUp: boolean; lastWithdrawDay: string };
let stub: FetchStub;

beforeEach(() => {
  rota = {
    slots: [slot({}), slot({ slotId: 'door-1', job: 'door', time: '11:00', needed: 2, taken: 2, gaps: 0 })],
    canSignUp: true,
    lastWithdrawDay: '2099-09-15',
  };
  stub = stubFetch({
    [ROTA_API.event.path]: () => jsonResponse(200, { success: true, ...rota }),
    [ROTA_API.signUp.path]: () => {
      rota.slots[0] = slot({ taken: 2, gaps: 2, mine: true });
      return jsonResponse(200, { success: true, message: ROTA_TEXTS.signedUp });
    },
    [ROTA_API.withdraw.path]: () => jsonResponse(409, { success: false, message: ROTA_TEXTS.tooLate('15 September 2099') }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderPanel = () =>
  render(
    <ApiSessionProvider idToken={async () => 'token-family'} onSessionEnded={() => {}}>
      <HelpersPanel eventId="onam" />
    </ApiSessionProvider>,
  );
const posted = (path: string) => stub.calls.filter((c) => c.path === path).map((c) => jsonBody(c));

describe('HelpersPanel', () => {
  it('lists each slot with its gaps and signs the member up where places are left', async () => {
    const user = userEvent.setup();
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Helpers needed' });
    const [kitchen, door] = within(panel).getAllByRole('listitem');
    expect(kitchen).toHaveTextContent('Kitchen preparation, 09:30');
    expect(kitchen).toHaveTextContent('3 more needed (1 of 4)');
    expect(door).toHaveTextContent('Full (2)');
    // A full slot offers nothing to press.
    expect(within(door!).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(kitchen!).getByRole('button', { name: 'Sign up for Kitchen preparation, 09:30' }));
    expect(await screen.findByText(ROTA_TEXTS.signedUp)).toBeInTheDocument();
    expect(posted(ROTA_API.signUp.path)).toEqual([{ slotId: 'kitchen-1' }]);
    // Read again: the member's own place, with Withdraw.
    expect(await screen.findByText('You are helping')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw from Kitchen preparation, 09:30' })).toBeInTheDocument();
  });

  it("says the server's reason when withdrawing is refused", async () => {
    const user = userEvent.setup();
    rota.slots = [slot({ mine: true })];
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Withdraw from Kitchen preparation, 09:30' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The rota is settled');
    expect(posted(ROTA_API.withdraw.path)).toEqual([{ slotId: 'kitchen-1' }]);
  });

  it('offers no Withdraw once the rota is settled, and no Sign up to a family not approved', async () => {
    rota = {
      slots: [slot({ mine: true }), slot({ slotId: 'serving-1', job: 'serving' })],
      canSignUp: false,
      lastWithdrawDay: '2020-01-01',
    };
    renderPanel();
    expect(await screen.findByText('Members of approved families can sign up to help.')).toBeInTheDocument();
    expect(screen.getByText('You are helping')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing for an event without helper slots', async () => {
    rota.slots = [];
    const { container } = renderPanel();
    await waitFor(() => expect(stub.calls).toHaveLength(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
