import { PRIVACY_NOTICE_API, type PrivacyNotice } from '@edma/contract/privacy-notice';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@web/test/fetch-stub.ts';
import { routesAt } from '@web/test/render-routes.tsx';
import { answer, renderInConsole, stubConsoleApi, TEST_TOKEN, type ConsoleApi } from '../../console-test-helpers.tsx';
import { PrivacyNoticeEditor } from './privacy-notice-editor.tsx';

let notice: PrivacyNotice;
let api: ConsoleApi;

beforeEach(() => {
  notice = { success: true, version: 1, updatedOn: '2026-11-25', html: '<h2>Who we are</h2>', text: '## Who we are\n\nEDMA.' };
  api = stubConsoleApi((url) =>
    url.pathname === PRIVACY_NOTICE_API.committee.path ? jsonResponse(200, notice) : jsonResponse(404, { success: false }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderEditor = () => renderInConsole(routesAt('/', { '/': <PrivacyNoticeEditor /> }));

describe('PrivacyNoticeEditor', () => {
  it('shows the current text, version and date, and publishes the edit as the next version', async () => {
    const user = userEvent.setup();
    renderEditor();
    const text = await screen.findByRole('textbox', { name: 'The notice' });
    expect(text).toHaveValue('## Who we are\n\nEDMA.');
    expect(screen.getByText(/Version 1, 25 November 2026/)).toBeInTheDocument();
    const publish = screen.getByRole('button', { name: 'Publish as version 2' });
    // Nothing changed yet: nothing to publish.
    expect(publish).toBeDisabled();

    await user.type(text, ' We keep bookings.');
    api.postAnswers.push({
      status: 200,
      body: { success: true, message: 'Version 2 of the privacy notice is published.', version: 2 },
      change: () => {
        notice = { ...notice, version: 2, updatedOn: '2026-12-01', text: '## Who we are\n\nEDMA. We keep bookings.' };
      },
    });
    await user.click(publish);
    expect(await screen.findByRole('status')).toHaveTextContent('Version 2 of the privacy notice is published.');
    expect(api.posts).toEqual([{ url: PRIVACY_NOTICE_API.publish.path, body: { text: '## Who we are\n\nEDMA. We keep bookings.' } }]);
    expect(api.authorizations).toEqual([`Bearer ${TEST_TOKEN}`]);
    expect(await screen.findByRole('button', { name: 'Publish as version 3' })).toBeDisabled();
    expect(screen.getByText(/Version 2, 1 December 2026/)).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the text", async () => {
    const user = userEvent.setup();
    renderEditor();
    const text = await screen.findByRole('textbox', { name: 'The notice' });
    await user.clear(text);
    await user.type(text, 'Short.');
    api.postAnswers.push(answer(400, 'Write the notice before publishing it.'));
    await user.click(screen.getByRole('button', { name: 'Publish as version 2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write the notice before publishing it.');
    expect(text).toHaveValue('Short.');
  });
});
