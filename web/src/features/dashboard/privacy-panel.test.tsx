import { PRIVACY_API, type FamilyPrivacy } from '@edma/contract/privacy';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fetch-stub.ts';
import { InDashboard, dashboardPanelTests, stubApi } from './dashboard-test-helpers.tsx';
import { PrivacyPanel } from './privacy-panel.tsx';

const page = dashboardPanelTests();

const privacy = (changes: Partial<FamilyPrivacy> = {}): FamilyPrivacy => ({
  success: true,
  hidden: false,
  directory: 'public',
  can_change: true,
  members: [],
  erasure: null,
  ...changes,
});

function renderPanel(answer: FamilyPrivacy, routes: Parameters<typeof stubApi>[0] = {}) {
  stubApi({ [PRIVACY_API.family.path]: json(200, answer), ...routes });
  render(
    <InDashboard onSessionExpired={page.onSessionExpired}>
      <PrivacyPanel />
    </InDashboard>,
  );
}

describe('PrivacyPanel', () => {
  it('writes the pending deletion date as the site writes dates, on one line, with a styled Cancel button', async () => {
    renderPanel(privacy({ erasure: { due: '2026-12-05', requested_by: 'anu@gmail.com', requested_at_ms: Date.UTC(2026, 10, 28) } }));
    const status = await screen.findByText(/Your family will be deleted on/);
    expect(status).toHaveTextContent(
      'Your family will be deleted on 5 December 2026 (asked by anu@gmail.com). Until then you can change your mind.',
    );
    expect(within(status).getByText('5 December 2026')).toHaveClass('privacy-panel__date');
    expect(screen.getByRole('button', { name: 'Cancel the deletion' })).toHaveClass('button-secondary');
  });

  it("writes the date of an adult's consent for a child on the UK calendar", async () => {
    const child = {
      id: 'm3',
      name: 'Meera Thomas',
      age: 9,
      child: true,
      show_name: true,
      show_photo: false,
      has_photo: false,
      // 23:30 UTC on 30 June is 1 July in the UK.
      consent: { by: 'Anu Thomas', at_ms: Date.parse('2026-06-30T23:30:00Z') },
    };
    renderPanel(privacy({ members: [child] }));
    expect(await screen.findByText('Agreed by Anu Thomas on 1 July 2026.')).toBeInTheDocument();
  });

  it("shows the server's words when the export is refused for too many downloads", async () => {
    const message = 'Too many requests. Please wait a few minutes and try again.';
    renderPanel(privacy(), { [PRIVACY_API.exportFamily.path]: json(429, { success: false, message }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Download our family\u2019s data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
