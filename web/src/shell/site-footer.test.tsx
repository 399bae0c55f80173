import { SITE_CONTACT_API } from '@edma/contract/site-contact';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteContactProvider } from '../content/site-contact.tsx';
import { jsonResponse, pending, stubFetch } from '../test/fetch-stub.ts';
import { expectPhoneAndEmailLinks, siteContactRoute, TEST_SITE_CONTACT } from '../test/site-contact-stub.ts';
import { SiteFooter } from './site-footer.tsx';

const renderFooter = () =>
  render(
    <MemoryRouter>
      <SiteContactProvider>
        <SiteFooter />
      </SiteContactProvider>
    </MemoryRouter>,
  );

const follow = () => screen.getByRole('region', { name: 'Follow us' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SiteFooter', () => {
  it('shows the social links the committee set (in new tabs), then its phone number and email', async () => {
    stubFetch(siteContactRoute());
    renderFooter();
    await expectPhoneAndEmailLinks(within(follow()));
    // Instagram has no link: it is left out.
    const social = within(follow()).getAllByRole('link', { name: /opens in a new tab/ });
    expect(social.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['Facebook (opens in a new tab)', TEST_SITE_CONTACT.social.facebook, '_blank'],
      ['YouTube (opens in a new tab)', TEST_SITE_CONTACT.social.youtube, '_blank'],
    ]);
    for (const link of social) expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows no list without social links', async () => {
    stubFetch(siteContactRoute({ ...TEST_SITE_CONTACT, social: { facebook: '', instagram: '', youtube: '' } }));
    renderFooter();
    await within(follow()).findByRole('link', { name: '01297 123456' });
    expect(within(follow()).queryByRole('list')).toBeNull();
  });

  it('keeps the space of the details empty until they arrive: no number, no email, no links', async () => {
    const answer = pending();
    const { fetch } = stubFetch({ [SITE_CONTACT_API.contact.path]: answer.handler });
    renderFooter();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(within(follow()).queryAllByRole('link')).toEqual([]);
    // The quick links and the privacy notice do not wait.
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toBeInTheDocument();
    answer.release(jsonResponse(200, { success: true, contact: TEST_SITE_CONTACT }));
    expect(await within(follow()).findByRole('link', { name: 'secretary@edma.org.uk' })).toBeInTheDocument();
  });
});
