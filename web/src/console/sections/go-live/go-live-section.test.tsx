import type { GoLiveItem } from '@edma/contract/go-live';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@web/test/fetch-stub.ts';
import { renderInConsole, stubConsoleApi } from '../../console-test-helpers.tsx';
import { GoLiveSection } from './go-live-section.tsx';

const item = (id: string, label: string, done: boolean, section: string | null, detail = ''): GoLiveItem => ({
  id,
  label,
  done,
  detail,
  section,
});

afterEach(() => {
  vi.restoreAllMocks();
});

const show = (items: GoLiveItem[]) => {
  const api = stubConsoleApi(() => jsonResponse(200, { success: true, items }));
  renderInConsole(
    <MemoryRouter>
      <GoLiveSection />
    </MemoryRouter>,
  );
  return api;
};

describe('GoLiveSection', () => {
  it('lists what is left with what to do and a link to the section that sets it; done items say so', async () => {
    const api = show([
      item('draws', 'Each draw has its names', false, 'draws', 'No names yet: Chitty-A.'),
      item('membership', 'This year’s membership fees and bank details are set', true, 'membership'),
      item(
        'site-contact',
        'The association’s phone, email and social links are real',
        false,
        'contact-details',
        'Still placeholders: the phone number.',
      ),
      item('site-url', 'Emails link to the site’s own address', false, null, 'Emails link to http://localhost:5010.'),
    ]);
    const list = await screen.findByRole('list');
    const [draws, membership, siteContact, siteUrl] = within(list).getAllByRole('listitem');
    expect(draws).toHaveTextContent('Each draw has its names: to do');
    expect(draws).toHaveTextContent('No names yet: Chitty-A.');
    expect(within(draws!).getByRole('link', { name: 'Set it in Draws' })).toHaveAttribute('href', '/committee-console/draws');
    expect(membership).toHaveTextContent('membership fees and bank details are set: done');
    expect(within(membership!).queryByRole('link')).toBeNull();
    // The association's contact details are the committee's to set in the console.
    expect(siteContact).toHaveTextContent('Still placeholders: the phone number.');
    expect(within(siteContact!).getByRole('link', { name: 'Set it in Contact details' })).toHaveAttribute(
      'href',
      '/committee-console/contact-details',
    );
    // A deploy step: what to do, no console link.
    expect(siteUrl).toHaveTextContent('Emails link to http://localhost:5010.');
    expect(within(siteUrl!).queryByRole('link')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('3 of 4 still to do.');
    expect(api.gets).toEqual(['/api/committee/go-live']);
  });
});
