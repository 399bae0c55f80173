import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE } from '../content/site.ts';
import { ChatButton } from './chat-button.tsx';

describe('ChatButton', () => {
  it("opens a conversation with the association's own number (site.ts), in a new tab", () => {
    render(<ChatButton />);
    const link = screen.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
    expect(link).toHaveAttribute('href', `https://wa.me/${SITE.phoneDigits}`);
    // The number shown on the site and the one chatted with are the same number.
    expect(SITE.phoneDisplay.replace(/\D/g, '')).toBe(SITE.phoneDigits);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
