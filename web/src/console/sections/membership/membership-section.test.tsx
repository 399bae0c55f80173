import { MEMBERSHIP_API, type CommitteeDues, type MembershipSettings } from '@edma/contract/membership';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '@web/test/fetch-stub.ts';
import { answer, renderInConsole, stubConsoleApi, type ConsoleApi } from '../../console-test-helpers.tsx';
import { MembershipSection } from './membership-section.tsx';
import { settingsFromDraft } from './membership-settings-form.tsx';

const SETTINGS: MembershipSettings = {
  yearStart: '04-01',
  payWithinDays: 30,
  fees: { Gold: 3000, Silver: 2000, Other: 1000 },
  bankDetails: 'EDMA, 12-34-56, 12345678',
  reminderDays: [30, 7, 1],
  graceDays: 30,
  lapsedInDirectory: true,
};

const dues = (
  familyId: string,
  familyName: string,
  status: CommitteeDues['status'],
  extra: Partial<CommitteeDues> = {},
): CommitteeDues => ({
  year: 2027,
  label: '2027/28',
  type: 'Gold',
  amountPence: 3000,
  status,
  reference: `EDMA-27-${familyId.toUpperCase().padEnd(4, 'X').slice(0, 4)}`,
  dueDate: '2027-04-30',
  claimedOn: status === 'claimed' ? '2027-04-03' : null,
  paidOn: status === 'paid' ? '2027-04-05' : null,
  waivedReason: null,
  familyId,
  familyName,
  town: 'Seaton',
  history: [],
  ...extra,
});

let rows: CommitteeDues[];
let unreadable: string[];
let api: ConsoleApi;

function countsOf(list: CommitteeDues[]) {
  const counts = { claimed: 0, due: 0, paid: 0, lapsed: 0, waived: 0 };
  for (const d of list) counts[d.status] += 1;
  return counts;
}

beforeEach(() => {
  unreadable = [];
  rows = [
    dues('anu', 'Anu Thomas', 'claimed'),
    dues('bij', 'Biju Mathew', 'claimed', { town: 'Honiton', type: 'Silver', amountPence: 2000 }),
    dues('cee', 'Celine Joseph', 'due'),
    dues('dev', 'Dev Nair', 'paid'),
  ];
  api = stubConsoleApi((url) => {
    if (url.pathname === MEMBERSHIP_API.settings.path)
      return jsonResponse(200, {
        success: true,
        settings: SETTINGS,
        importColumns: null,
        weeklySummary: false,
        current: { year: 2027, label: '2027/28', start: '2027-04-01', dueDate: '2027-04-30' },
      });
    return jsonResponse(200, {
      success: true,
      year: 2027,
      label: '2027/28',
      years: [{ year: 2027, label: '2027/28' }],
      counts: countsOf(rows),
      byTown: {
        Seaton: { ...countsOf(rows.filter((r) => r.town === 'Seaton')) },
        Honiton: { ...countsOf(rows.filter((r) => r.town === 'Honiton')) },
      },
      byType: { Gold: countsOf(rows.filter((r) => r.type === 'Gold')), Silver: countsOf(rows.filter((r) => r.type === 'Silver')) },
      dues: rows,
      unreadable,
    });
  });
});

describe('MembershipSection', () => {
  it('opens on To confirm with the counts of every list, by town and by type', async () => {
    renderInConsole(<MembershipSection />);
    const list = await screen.findByRole('list', { name: 'To confirm: 2027/28' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => within(li).getByRole('heading').textContent),
    ).toEqual(['Anu Thomas', 'Biju Mathew']);
    expect(screen.getByRole('button', { name: 'To confirm (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Due (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Paid (1)' })).toBeInTheDocument();
    expect(screen.getByText(/Honiton 1 · Seaton 1/)).toBeInTheDocument();
    expect(screen.getByText(/Gold 1 · Silver 1/)).toBeInTheDocument();
    expect(screen.queryByText(/could not be read/)).toBeNull();
  });

  it('names the dues records the server could not read, so they are not missed', async () => {
    unreadable = ['2027~fam-x', '2027~fam-y'];
    renderInConsole(<MembershipSection />);
    expect(await screen.findByText(/could not be read/)).toHaveTextContent(
      '2 dues records of this year could not be read, so they are left out of the lists and counts. Ask whoever looks after the site to mend: 2027~fam-x, 2027~fam-y.',
    );
  });

  it('confirms a payment in two taps, then reads the list again', async () => {
    const user = userEvent.setup();
    api.postAnswers.push(
      answer(200, 'Confirmed: Anu Thomas has paid.', () => (rows[0] = { ...rows[0]!, status: 'paid', paidOn: '2027-04-06' })),
    );
    renderInConsole(<MembershipSection />);
    const card = within(await screen.findByRole('list', { name: 'To confirm: 2027/28' })).getByRole('listitem', { name: 'Anu Thomas' });
    await user.click(within(card).getByRole('button', { name: 'Confirm paid' }));
    await user.click(within(card).getByRole('button', { name: 'Yes, paid' }));
    expect(await screen.findByText('Confirmed: Anu Thomas has paid.')).toBeInTheDocument();
    expect(api.posts).toEqual([{ url: MEMBERSHIP_API.confirm.path, body: { familyId: 'anu', year: 2027 } }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'To confirm (1)' })).toBeInTheDocument());
  });

  it('waives with a reason and changes the type', async () => {
    const user = userEvent.setup();
    renderInConsole(<MembershipSection />);
    await user.click(await screen.findByRole('button', { name: 'Due (1)' }));
    const card = screen.getByRole('listitem', { name: 'Celine Joseph' });
    await user.click(within(card).getByRole('button', { name: 'Waive' }));
    expect(within(card).getByRole('button', { name: 'Waive fee' })).toBeDisabled();
    await user.type(within(card).getByLabelText('Why is the fee waived?'), 'Hardship');
    await user.click(within(card).getByRole('button', { name: 'Waive fee' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    await user.click(within(card).getByRole('button', { name: 'Change type' }));
    await user.selectOptions(within(card).getByLabelText('Type for 2027/28'), 'Silver');
    await user.click(within(card).getByRole('button', { name: 'Change type' }));
    await waitFor(() => expect(api.posts).toHaveLength(2));
    expect(api.posts.map((p) => [p.url, p.body])).toEqual([
      [MEMBERSHIP_API.waive.path, { familyId: 'cee', year: 2027, reason: 'Hardship' }],
      [MEMBERSHIP_API.type.path, { familyId: 'cee', year: 2027, type: 'Silver' }],
    ]);
  });

  it("clears a change's notice when another list, the bank import or the settings is shown", async () => {
    const user = userEvent.setup();
    api.postAnswers.push(answer(200, 'The fee is waived.'));
    renderInConsole(<MembershipSection />);
    await user.click(await screen.findByRole('button', { name: 'Due (1)' }));
    const card = screen.getByRole('listitem', { name: 'Celine Joseph' });
    await user.click(within(card).getByRole('button', { name: 'Waive' }));
    await user.type(within(card).getByLabelText('Why is the fee waived?'), 'Hardship');
    await user.click(within(card).getByRole('button', { name: 'Waive fee' }));
    expect(await screen.findByText('The fee is waived.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bank import' }));
    expect(screen.queryByText('The fee is waived.')).toBeNull();

    api.postAnswers.push(answer(200, 'Saved.'));
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(within(screen.getByRole('form', { name: 'Membership settings' })).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Paid/ }));
    expect(screen.queryByText('Saved.')).toBeNull();
  });

  it('reports each line not matched with its reason first, a payment out as not a payment in', async () => {
    const user = userEvent.setup();
    api.postAnswers.push(
      answer(200, '', undefined, {
        encoding: 'UTF-8',
        headers: ['Date', 'Paid out', 'Paid in', 'Description'],
        sample: [],
        rows: 1,
        columns: { date: 'Date', amount: 'Paid in', text: ['Description'] },
      }),
      answer(200, '0 payments confirmed; 1 line not matched.', undefined, {
        confirmed: 0,
        unmatched: 1,
        lines: [
          {
            line: 2,
            date: '01/04/2027',
            amountPence: null,
            text: 'CARD PAYMENT TESCO',
            reference: null,
            familyName: null,
            outcome: 'not-a-payment',
          },
        ],
      }),
    );
    renderInConsole(<MembershipSection />);
    await user.click(await screen.findByRole('button', { name: 'Bank import' }));
    const csv = 'Date,Paid out,Paid in,Description\n01/04/2027,45.00,,CARD PAYMENT TESCO\n';
    await user.upload(screen.getByLabelText('Statement (CSV, at most 1 MB)'), new File([csv], 'statement.csv', { type: 'text/csv' }));
    await user.click(await screen.findByRole('button', { name: 'Import and confirm payments' }));
    const table = await screen.findByRole('table', { name: 'Lines not matched' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Why', 'Line', 'Date', 'Amount', 'Text']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Not a payment in', '2', '01/04/2027', '', 'CARD PAYMENT TESCO']);
  });

  it('searches by name, town or reference', async () => {
    const user = userEvent.setup();
    renderInConsole(<MembershipSection />);
    await screen.findByRole('list', { name: 'To confirm: 2027/28' });
    await user.type(screen.getByLabelText('Search by name, town or reference'), 'honiton');
    expect(screen.getAllByRole('listitem').map((li) => within(li).getByRole('heading').textContent)).toEqual(['Biju Mathew']);
  });

  it('saves the settings in pounds as pence, and refuses a fee that is not an amount', async () => {
    const user = userEvent.setup();
    renderInConsole(<MembershipSection />);
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const form = screen.getByRole('form', { name: 'Membership settings' });
    // Each label names its own control.
    expect(within(form).getByLabelText('Day')).toHaveValue('1');
    expect(within(form).getByLabelText('Month')).toHaveValue('04');
    expect(within(form).getByRole('checkbox', { name: 'Lapsed families stay in the directory' })).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Email me a summary every Monday (to confirm, due, lapsed, unmatched bank lines)' }),
    ).not.toBeChecked();
    const gold = within(form).getByLabelText('Gold');
    await user.clear(gold);
    await user.type(gold, 'thirty');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter the Gold fee in pounds');
    expect(api.posts).toHaveLength(0);
    await user.clear(gold);
    await user.type(gold, '35.50');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]!.body).toEqual({ settings: { ...SETTINGS, fees: { ...SETTINGS.fees, Gold: 3550 } } });
  });
});

describe('settingsFromDraft', () => {
  it('reads the reminder days and refuses a 29 February start', () => {
    const draft = {
      month: '02',
      day: '29',
      payWithinDays: '30',
      fees: { Gold: '30', Silver: '20', Other: '10' },
      bankDetails: 'EDMA',
      reminderDays: '30, 7 1',
      graceDays: '30',
      lapsedInDirectory: true,
    };
    expect(settingsFromDraft(draft)).toEqual({ error: 'That day is not in every year.' });
    expect(settingsFromDraft({ ...draft, month: '04', day: '1' })).toMatchObject({
      settings: { yearStart: '04-01', reminderDays: [30, 7, 1] },
    });
  });
});
