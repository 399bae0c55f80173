import { MEMBERSHIP_API, MEMBERSHIP_TEXTS, type DuesView } from '@edma/contract/membership';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, jsonBody, jsonResponse } from '../../test/fetch-stub.ts';
import { InDashboard, dashboardPanelTests, stubApi } from './dashboard-test-helpers.tsx';
import { MembershipPanel } from './membership-panel.tsx';

const page = dashboardPanelTests();

const due: DuesView = {
  year: 2027,
  label: '2027/28',
  type: 'Gold',
  amountPence: 3000,
  status: 'due',
  reference: 'EDMA-27-7KQ4',
  dueDate: '2027-04-30',
  claimedOn: null,
  paidOn: null,
  waivedReason: null,
};
const earlier: DuesView = { ...due, year: 2026, label: '2026/27', reference: 'EDMA-26-ABCD', status: 'paid', paidOn: '2026-04-12' };
const answer = (current: DuesView | null, more: Partial<Record<string, unknown>> = {}) => ({
  success: true,
  setUp: true,
  bankDetails: 'EDMA\nSort code 12-34-56',
  current,
  earlier: [earlier],
  ...more,
});

function renderPanel(approval: 'approved' | 'pending' = 'approved') {
  render(
    <InDashboard onSessionExpired={page.onSessionExpired}>
      <MembershipPanel approval={approval} />
    </InDashboard>,
  );
}

describe('MembershipPanel', () => {
  it('shows the year, the amount due by its date, how to pay and the reference; earlier years below', async () => {
    stubApi({ [MEMBERSHIP_API.mine.path]: json(200, answer(due)) });
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Membership 2027/28' })).toBeInTheDocument();
    expect(screen.getByText('Gold, £30.00 due by 30 April 2027')).toBeInTheDocument();
    expect(screen.getByText('EDMA-27-7KQ4')).toBeInTheDocument();
    expect(screen.getByText(/Sort code 12-34-56/)).toBeInTheDocument();
    const earlierList = screen.getByRole('list');
    expect(within(earlierList).getByText('2026/27: Gold, £30.00. Paid on 12 April 2026.')).toBeInTheDocument();
  });

  it('"I have paid" claims this year and shows it waiting for the committee', async () => {
    let stored = due;
    const calls = stubApi({
      [MEMBERSHIP_API.mine.path]: () => jsonResponse(200, answer(stored)),
      [MEMBERSHIP_API.claim.path]: () => {
        stored = { ...due, status: 'claimed', claimedOn: '2027-04-03' };
        return jsonResponse(200, { success: true, message: MEMBERSHIP_TEXTS.claimed, dues: stored });
      },
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText(/You said you paid on 3 April 2027/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I have paid' })).not.toBeInTheDocument();
    const claim = calls.find((c) => c.path === MEMBERSHIP_API.claim.path)!;
    expect(jsonBody(claim)).toEqual({ year: 2027 });
  });

  it('shows "Paid on" once confirmed, without the bank details', async () => {
    stubApi({ [MEMBERSHIP_API.mine.path]: json(200, answer({ ...due, status: 'paid', paidOn: '2027-04-05' })) });
    renderPanel();
    expect(await screen.findByText('Gold, £30.00. Paid on 5 April 2027.')).toBeInTheDocument();
    expect(screen.queryByText('EDMA-27-7KQ4')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I have paid' })).not.toBeInTheDocument();
  });

  it('says when the committee has not set the fees, or the family is not approved yet', async () => {
    stubApi({ [MEMBERSHIP_API.mine.path]: json(200, { success: true, setUp: false, bankDetails: '', current: null, earlier: [] }) });
    renderPanel();
    expect(await screen.findByText(MEMBERSHIP_TEXTS.notSetUp)).toBeInTheDocument();
  });

  it('says why a claim failed', async () => {
    stubApi({
      [MEMBERSHIP_API.mine.path]: json(200, answer(due)),
      [MEMBERSHIP_API.claim.path]: json(403, { success: false, message: 'You can only view or change your own family.' }),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'I have paid' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only view or change your own family.');
  });
});
