import { SITE_CONTACT_API } from '@edma/contract/site-contact';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteContactProvider } from '../content/site-contact.tsx';
import { jsonResponse, offline, pending, stubFetch } from '../test/fetch-stub.ts';
import { siteContactRoute, TEST_SITE_CONTACT } from '../test/site-contact-stub.ts';
import { ChatButton } from './chat-button.tsx';

const renderButton = () =>
  render(
    <SiteContactProvider>
      <ChatButton />
    </SiteContactProvider>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ChatButton', () => {
  it("opens a conversation with the association's number as the committee set it, in a new tab", async () => {
    const { calls } = stubFetch(siteContactRoute());
    renderButton();
    const link = await screen.findByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
    expect(link).toHaveAttribute('href', `https://wa.me/${TEST_SITE_CONTACT.phoneDigits}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // shell.css places it, and keeps room for it at the foot of every page, by this class.
    expect(link).toHaveClass('chat-button');
    expect(calls.map((call) => call.path)).toEqual([SITE_CONTACT_API.contact.path]);
  });

  it('shows no button until the number arrives', async () => {
    const answer = pending();
    const { fetch } = stubFetch({ [SITE_CONTACT_API.contact.path]: answer.handler });
    renderButton();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('link')).toBeNull();
    answer.release(jsonResponse(200, { success: true, contact: TEST_SITE_CONTACT }));
    expect(await screen.findByRole('link', { name: /Chat with us/ })).toHaveAttribute('href', 'https://wa.me/441297123456');
  });

  it('shows none when the number cannot be read (never a wrong one)', async () => {
    const { fetch } = stubFetch({ [SITE_CONTACT_API.contact.path]: offline });
    renderButton();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
