import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ContactPage from './contact-page.tsx';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Anu Thomas');
  await user.type(screen.getByLabelText('Email'), 'anu@example.com');
  await user.type(screen.getByLabelText('Message'), 'When is Onam?');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
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

  it('sends the message, shows Sending... while waiting, then success with the fields cleared', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactPage />);
    await fillAndSend(user);

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ name: 'Anu Thomas', email: 'anu@example.com', message: 'When is Onam?' });

    answer(jsonResponse({ success: true, message: 'Message sent successfully!' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent successfully!');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('shows the failure text, keeps the fields and logs when the server refuses', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ success: false, message: 'Too many messages' }, 429)),
    );
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
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ContactPage />);
    await fillAndSend(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to send message. Try again later.'));
    expect(log).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Message')).toHaveValue('When is Onam?');
  });

  it('sends nothing and marks the fields while they are empty or the email is invalid', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
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
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
