import { SITE_CONTACT_API } from '@edma/contract/site-contact';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteContactProvider } from '../../content/site-contact.tsx';
import { json, jsonBody, jsonResponse, offline, pending, stubFetch } from '../../test/fetch-stub.ts';
import { expectPhoneAndEmailLinks, siteContactRoute, TEST_SITE_CONTACT } from '../../test/site-contact-stub.ts';
import ContactPage from './contact-page.tsx';

const CONTACT = '/api/contact';
const DETAILS = SITE_CONTACT_API.contact.path;

/** The page as the site's layout shows it: with the association's contact details, read from the API. */
const renderPage = () =>
  render(
    <SiteContactProvider>
      <ContactPage />
    </SiteContactProvider>,
  );
const details = () => screen.getByRole('region', { name: 'Get in Touch' });

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Anu Thomas');
  await user.type(screen.getByLabelText('Email'), 'anu@example.com');
  await user.type(screen.getByLabelText('Message'), 'When is Onam?');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ContactPage', () => {
  it('shows the phone, messaging and email details the committee set', async () => {
    stubFetch(siteContactRoute());
    renderPage();
    await expectPhoneAndEmailLinks(screen);
    const messaging = screen.getByRole('link', { name: /Message us on WhatsApp/ });
    expect(messaging).toHaveAttribute('href', `https://wa.me/${TEST_SITE_CONTACT.phoneDigits}`);
    expect(messaging).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { name: 'Send Us a Message' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('shows the labels but no number or email until the details arrive', async () => {
    const answer = pending();
    const { fetch } = stubFetch({ [DETAILS]: answer.handler });
    renderPage();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(within(details()).getByText('Phone')).toBeInTheDocument();
    expect(within(details()).queryAllByRole('link')).toEqual([]);
    answer.release(jsonResponse(200, { success: true, contact: TEST_SITE_CONTACT }));
    expect(await within(details()).findAllByRole('link')).toHaveLength(3);
  });

  it('says when the details cannot be read, and reads them again on Try again', async () => {
    const user = userEvent.setup();
    stubFetch({ [DETAILS]: [offline, json(200, { success: true, contact: TEST_SITE_CONTACT })] });
    renderPage();
    expect(await within(details()).findByRole('alert')).toHaveTextContent('Our phone number and email could not be loaded.');
    expect(within(details()).queryAllByRole('link')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(details()).findByRole('link', { name: '01297 123456' })).toBeInTheDocument();
    expect(within(details()).queryByRole('alert')).toBeNull();
  });

  it('says how the details are used, with a link to the privacy notice, before the Send button', () => {
    stubFetch(siteContactRoute());
    renderPage();
    const link = screen.getByRole('link', { name: /^our privacy notice/ });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link.closest('p')).toHaveTextContent(/^How we use your details: our privacy notice/);
    expect(link.compareDocumentPosition(screen.getByRole('button', { name: 'Send Message' }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('sends the message, shows Sending... while waiting, then success with the fields cleared', async () => {
    const user = userEvent.setup();
    const answer = pending();
    const { calls } = stubFetch({ ...siteContactRoute(), [CONTACT]: answer.handler }, { record: (path) => path === CONTACT });
    renderPage();
    await fillAndSend(user);

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(calls.map((call) => [call.url, call.method])).toEqual([[CONTACT, 'POST']]);
    expect(jsonBody(calls[0]!)).toEqual({ name: 'Anu Thomas', email: 'anu@example.com', message: 'When is Onam?' });

    answer.release(jsonResponse(200, { success: true, message: 'Message sent successfully!' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent successfully!');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('shows the failure text, keeps the fields and logs when the server refuses', async () => {
    const user = userEvent.setup();
    stubFetch({ ...siteContactRoute(), [CONTACT]: json(429, { success: false, message: 'Too many messages' }) });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage();
    await fillAndSend(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to send message. Try again later.'));
    expect(screen.getByLabelText('Name')).toHaveValue('Anu Thomas');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(log).toHaveBeenCalledWith('Contact message refused:', 'Too many messages');
  });

  it('shows the failure text and logs on a network error', async () => {
    const user = userEvent.setup();
    stubFetch({ ...siteContactRoute(), [CONTACT]: offline });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage();
    await fillAndSend(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to send message. Try again later.'));
    expect(log).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Message')).toHaveValue('When is Onam?');
  });

  it('sends nothing and marks the fields while they are empty or the email is invalid', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch(siteContactRoute(), { record: (path) => path !== DETAILS });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Message is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Name'), 'Anu');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
