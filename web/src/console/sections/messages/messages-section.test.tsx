import type { ConsoleMessage } from '@edma/contract/console-messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@web/test/fetch-stub.ts';
import { headingTexts } from '@web/test/form-filling.ts';
import { answer, renderInConsole, stubConsoleApi, type ConsoleApi } from '../../console-test-helpers.tsx';
import { MessagesSection } from './messages-section.tsx';

const NONE = { lastError: null, lastAttemptAtMs: null, nextAttemptAtMs: null, sentAtMs: null, failedAtMs: null, mayHaveBeenSent: false };
const message = (
  id: string,
  name: string,
  delivery: Partial<ConsoleMessage['delivery']>,
  kind: ConsoleMessage['kind'] = 'contact',
): ConsoleMessage => ({
  id,
  kind,
  name,
  email: `${id}@example.org`,
  message: `Hello from ${name}.\nSecond line.`,
  createdAtMs: Date.UTC(2026, 3, 2, 9, 30),
  delivery: { state: 'sent', attempts: 1, ...NONE, ...delivery },
});

let pages: Record<string, { messages: ConsoleMessage[]; next: string | null }>;
let api: ConsoleApi;

beforeEach(() => {
  pages = {
    '': {
      messages: [
        message('m3', 'Meera Nair', {
          state: 'failed',
          attempts: 6,
          lastError: 'connect ECONNREFUSED',
          failedAtMs: Date.UTC(2026, 3, 3, 10),
        }),
        message('m2', 'Joseph Kurian', { state: 'retrying', attempts: 2, lastError: 'timeout', nextAttemptAtMs: Date.UTC(2026, 3, 2, 13) }),
        message('m1', 'Anu Thomas', { sentAtMs: Date.UTC(2026, 3, 2, 9, 31) }),
      ],
      next: 'm1',
    },
    m1: {
      messages: [message('m0', 'Ben Joseph', { state: 'failed', attempts: 1, lastError: 'The sender stopped', mayHaveBeenSent: true })],
      next: null,
    },
  };
  api = stubConsoleApi(
    (url) => jsonResponse(200, { success: true, ...pages[url.searchParams.get('after') ?? '']! }),
    // Unless a test says otherwise, a retry sends the message.
    () => (api.postAnswers.length > 0 ? undefined : jsonResponse(200, { success: true, message: 'The message was sent.', state: 'sent' })),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

const renderSection = () => renderInConsole(<MessagesSection />);
const card = async (name: string) => within(await screen.findByRole('listitem', { name }));

describe('MessagesSection', () => {
  it('lists the messages newest first with where each email is, and Retry only on failed ones', async () => {
    renderSection();
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(headingTexts(list)).toEqual(['Meera Nair', 'Joseph Kurian', 'Anu Thomas']);
    const meera = await card('Meera Nair');
    expect(meera.getByText(/Failed after 6 attempts/)).toBeInTheDocument();
    expect(meera.getByText('Last error: connect ECONNREFUSED')).toBeInTheDocument();
    expect(meera.getByRole('link', { name: 'm3@example.org' })).toHaveAttribute('href', 'mailto:m3@example.org');
    expect((await card('Joseph Kurian')).getByText('Not sent yet (2 attempts); next try 2 Apr 2026, 14:00')).toBeInTheDocument();
    expect((await card('Anu Thomas')).getByText('Sent 2 Apr 2026, 10:31')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Retry/ })).toHaveLength(1);
  });

  it('shows an approval email by its family and recipient, with its own Retry', async () => {
    pages['']!.messages.unshift(
      message('a1', 'Priya Das', { state: 'failed', attempts: 6, lastError: 'timeout', failedAtMs: Date.UTC(2026, 3, 3, 11) }, 'approval'),
    );
    renderSection();
    const approval = await card("Approval email to Priya Das's family");
    expect(approval.getByText(/^To/)).toHaveTextContent('To a1@example.org');
    expect(approval.getByText(/Failed after 6 attempts/)).toBeInTheDocument();
    await userEvent.click(approval.getByRole('button', { name: 'Retry the approval email to a1@example.org' }));
    await approval.findByText('The message was sent.');
    expect(api.posts).toEqual([{ url: '/api/committee/messages/retry', body: { id: 'a1' } }]);
  });

  it('retries a failed message and shows the outcome', async () => {
    const user = userEvent.setup();
    renderSection();
    const meera = await card('Meera Nair');
    pages['']!.messages[0] = message('m3', 'Meera Nair', { state: 'sent', attempts: 7, sentAtMs: Date.UTC(2026, 3, 4, 8) });
    await user.click(meera.getByRole('button', { name: 'Retry the message from Meera Nair' }));
    expect(await meera.findByText('The message was sent.')).toBeInTheDocument();
    expect(api.posts).toEqual([{ url: '/api/committee/messages/retry', body: { id: 'm3' } }]);
    // Read again: now sent, no Retry.
    expect(await meera.findByText('Sent 4 Apr 2026, 09:00')).toBeInTheDocument();
    expect(meera.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
  });

  it('shows a refusal', async () => {
    const user = userEvent.setup();
    api.postAnswers.push(answer(409, 'Only a message whose delivery failed can be sent again.'));
    renderSection();
    const meera = await card('Meera Nair');
    await user.click(meera.getByRole('button', { name: 'Retry the message from Meera Nair' }));
    expect(await meera.findByRole('alert')).toHaveTextContent('Only a message whose delivery failed can be sent again.');
  });

  it('pages to older messages and back, and asks before sending again one that may have gone out', async () => {
    const user = userEvent.setup();
    renderSection();
    await screen.findByRole('listitem', { name: 'Meera Nair' });
    expect(screen.queryByRole('button', { name: 'Newer messages' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Older messages' }));
    const ben = await card('Ben Joseph');
    expect(api.gets.at(-1)).toBe('/api/committee/messages?after=m1');
    expect(screen.getByRole('heading', { level: 2, name: 'Messages' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Older messages' })).not.toBeInTheDocument();

    const retry = () => user.click(ben.getByRole('button', { name: 'Retry the message from Ben Joseph' }));
    await retry();
    let confirm = within(ben.getByRole('group', { name: 'Send this email again?' }));
    expect(confirm.getByText('This email may already have been sent once. Send it again?')).toBeInTheDocument();
    expect(confirm.getByRole('button', { name: 'Send it again' })).toHaveFocus();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(api.posts).toEqual([]);
    await retry();
    confirm = within(ben.getByRole('group', { name: 'Send this email again?' }));
    await user.click(confirm.getByRole('button', { name: 'Send it again' }));
    expect(await ben.findByText('The message was sent.')).toBeInTheDocument();
    expect(api.posts).toEqual([{ url: '/api/committee/messages/retry', body: { id: 'm0' } }]);

    await user.click(screen.getByRole('button', { name: 'Newer messages' }));
    expect(await screen.findByRole('listitem', { name: 'Meera Nair' })).toBeInTheDocument();
  });
});
