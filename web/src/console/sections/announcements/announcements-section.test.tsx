import type { Audience } from '@edma/contract/announcements';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@web/test/fetch-stub.ts';
import { answer, renderInConsole, stubConsoleApi } from '../../console-test-helpers.tsx';
import { AnnouncementsSection } from './announcements-section.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The server's count for an audience: two addresses per town chosen, four for "everyone". */
function countFor(audience: Partial<Audience>) {
  const towns = audience.towns?.length ?? 0;
  const families = (towns || 2) * (audience.duesStatuses?.length ? 1 : 2);
  return { success: true, families, recipients: families * 2, withoutConsent: 1 };
}

function stub() {
  return stubConsoleApi((url) => {
    if (url.pathname.endsWith('/announcements/preview')) {
      return jsonResponse(200, countFor(JSON.parse(url.searchParams.get('audience') ?? '{}') as Partial<Audience>));
    }
    if (url.pathname.endsWith('/announcements')) return jsonResponse(200, { success: true, announcements: [] });
    return jsonResponse(200, { success: true, events: [] });
  });
}

const lastAudience = (gets: string[]) => {
  const preview = gets.filter((g) => g.includes('/announcements/preview')).at(-1)!;
  return JSON.parse(new URL(preview, 'http://site').searchParams.get('audience')!) as Audience;
};

describe('AnnouncementsSection', () => {
  it('counts the audience on the server as filters are chosen, dues status included, and sends it after a confirmation', async () => {
    const api = stub();
    const user = userEvent.setup();
    renderInConsole(<AnnouncementsSection />);
    const form = await screen.findByRole('form', { name: 'New announcement' });
    const count = within(form).getByRole('status');
    await waitFor(() =>
      expect(count).toHaveTextContent(
        '8 addresses in 4 families will get it. 1 more address in them has not said yes to news, and will not.',
      ),
    );

    await user.click(within(form).getByRole('checkbox', { name: 'Seaton' }));
    const dues = within(form).getByRole('group', { name: "This year's dues" });
    await user.click(within(dues).getByRole('checkbox', { name: 'Due' }));
    await user.click(within(dues).getByRole('checkbox', { name: 'No dues record' }));
    await waitFor(() => expect(count).toHaveTextContent('2 addresses in 1 family'));
    expect(lastAudience(api.gets)).toMatchObject({ towns: ['Seaton'], duesStatuses: ['due', 'none'] });

    // Send stays off until there is a subject and a message.
    const send = within(form).getByRole('button', { name: /^Send$/ });
    expect(send).toBeDisabled();
    await user.type(within(form).getByLabelText('Subject'), 'Dues reminder');
    await user.type(within(form).getByLabelText('Message'), 'Please pay by **30 April**.');
    await user.click(send);
    api.postAnswers.push(answer(200, 'The announcement is on its way to 2 addresses.', undefined, { id: 'x', recipients: 2 }));
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('The announcement is on its way to 2 addresses.')).toBeVisible();
    expect(api.posts).toHaveLength(1);
    expect(api.posts[0]!.url).toContain('/announcements/send');
    expect(api.posts[0]!.body).toMatchObject({
      subject: 'Dues reminder',
      body: 'Please pay by **30 April**.',
      audience: { towns: ['Seaton'], duesStatuses: ['due', 'none'], childAge: null, event: null },
    });
    // The form starts again for the next one.
    expect(within(form).getByLabelText('Subject')).toHaveValue('');
  });
});
