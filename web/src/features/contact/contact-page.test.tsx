import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, jsonBody, jsonResponse, offline, pending, stubFetch } from '../../test/fetch-stub.ts';
import ContactPage from './contact-page.tsx';

const CONTACT = '/api/contact';

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
  it('shows the phone, messaging and email details', () => {
    render(<ContactPage />);
    expect(screen.getByRole('link', { name: '+44 7700 900000' })).toHaveAttribute('href', 'tel:+447700900000');
    const messaging = screen.getByRole('link', { name: /Message us/ });
    expect(messaging).toHaveAttribute('href', 'https://wa.me/447700900000');
    expect(messaging).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'info@example.org' })).toHaveAttribute('href', 'mailto:info@example.org');
    expect(screen.getByRole('heading', { name: 'Send Us a Message' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('says how the details are used, with a link to the privacy notice, before the Send button', () => {
    render(<ContactPage />);
    const link = screen.getByRole('link', { name: /^our privacy notice/ });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link.closest('p')).toHaveTextContent(/^How we use your details: our privacy notice/);
    expect(link.compareDocumentPosition(screen.getByRole('button', { name: 'Send Message' }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('sends the message, shows Sending... while waiting, then success with the fields cleared', async () => {
    const user = userEvent.setup();
    const answer = pending();
    const { calls } = stubFetch({ [CONTACT]: answer.handler });
    render(<ContactPage />);
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
    stubFetch({ [CONTACT]: json(429, { success: false, message: 'Too many messages' }) });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ContactPage />);
    await fillAndSend(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to send message. Try again later.'));
    expect(screen.getByLabelText('Name')).toHaveValue('Anu Thomas');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(log).toHaveBeenCalledWith('Contact message refused:', 'Too many messages');
  });

  it('shows the failure text and logs on a network error', async () => {
    const user = userEvent.setup();
    stubFetch({ [CONTACT]: offline });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ContactPage />);
    await fillAndSend(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to send message. Try again later.'));
    expect(log).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Message')).toHaveValue('When is Onam?');
  });

  it('sends nothing and marks the fields while they are empty or the email is invalid', async () => {
    const user = userEvent.setup();
    const { fetch } = stubFetch({});
    render(<ContactPage />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Message is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Name'), 'Anu');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
