import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/fetch-stub.ts';
import PrivacyNoticePage from './privacy-notice-page.tsx';
import { renderRoutes } from '../../test/render-routes.tsx';

const NOTICE = {
  success: true,
  version: 3,
  updatedOn: '2027-01-31',
  html: '<h2>Who we are</h2>\n<p>Ask us through the <a href="/contact">contact form</a> or the <a href="https://ico.org.uk/">ICO</a>.</p>\n',
  text: '## Who we are\n\nAsk us through the [contact form](/contact) or the [ICO](https://ico.org.uk/).',
};

function renderPage() {
  return renderRoutes('/privacy', { '/privacy': <PrivacyNoticePage />, '/contact': <p>Contact page</p> });
}

afterEach(() => vi.unstubAllGlobals());

describe('PrivacyNoticePage', () => {
  it('shows the current notice with its version and date, from the public API', async () => {
    const { calls } = stubFetch({ '/api/content/privacy-notice.json': json(200, NOTICE) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the privacy notice...');
    expect(await screen.findByRole('heading', { level: 2, name: 'Who we are' })).toBeInTheDocument();
    expect(screen.getByText('Version 3, 31 January 2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ICO' })).toHaveAttribute('href', 'https://ico.org.uk/');
    expect(calls.map((call) => [call.url, call.init.headers])).toEqual([['/api/content/privacy-notice.json', expect.anything()]]);
  });

  it("opens the site's own pages in the app", async () => {
    stubFetch({ '/api/content/privacy-notice.json': json(200, NOTICE) });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('link', { name: 'contact form' }));
    expect(screen.getByText('Contact page')).toBeInTheDocument();
  });

  it('says when the notice could not be loaded, and tries again on request', async () => {
    stubFetch({ '/api/content/privacy-notice.json': [json(500, { success: false }), json(200, NOTICE)] });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The privacy notice could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Who we are' })).toBeInTheDocument();
  });
});
