import { PRIVACY_NOTICE_API } from '@edma/contract/privacy-notice';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, jsonBody, jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { InDashboard } from './dashboard-test-helpers.tsx';
import { PrivacyNoticeBanner } from './privacy-notice-banner.tsx';

function renderBanner() {
  return render(
    <MemoryRouter>
      <InDashboard onSessionExpired={() => {}}>
        <PrivacyNoticeBanner />
      </InDashboard>
    </MemoryRouter>,
  );
}

const current = { version: 2, updatedOn: '2026-12-01' };

afterEach(() => vi.unstubAllGlobals());

describe('PrivacyNoticeBanner', () => {
  it('shows a newer version once: OK records it and the banner goes', async () => {
    let seen = 1;
    const { calls } = stubFetch({
      [PRIVACY_NOTICE_API.seen.path]: () => jsonResponse(200, { success: true, current, seen }),
      [PRIVACY_NOTICE_API.markSeen.path]: (call) => {
        seen = (jsonBody(call) as { version: number }).version;
        return jsonResponse(200, { success: true });
      },
    });
    const user = userEvent.setup();
    renderBanner();
    const banner = await screen.findByRole('region', { name: 'Our privacy notice has changed' });
    expect(banner).toHaveTextContent('We published version 2 on 1 December 2026.');
    expect(screen.getByRole('link', { name: /^Read the privacy notice/ })).toHaveAttribute('href', '/privacy');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').map((c) => jsonBody(c))).toEqual([{ version: 2 }]);
    expect(seen).toBe(2);
  });

  it('shows nothing when the user has seen (or accepted) the current version', async () => {
    const { calls } = stubFetch({ [PRIVACY_NOTICE_API.seen.path]: json(200, { success: true, current, seen: 2 }) });
    renderBanner();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('keeps the banner and says why when OK could not be recorded', async () => {
    stubFetch({
      [PRIVACY_NOTICE_API.seen.path]: json(200, { success: true, current, seen: 0 }),
      [PRIVACY_NOTICE_API.markSeen.path]: json(400, { success: false, message: 'There is no such version of the privacy notice.' }),
    });
    const user = userEvent.setup();
    renderBanner();
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such version of the privacy notice.');
    expect(screen.getByRole('region', { name: 'Our privacy notice has changed' })).toBeInTheDocument();
  });
});
