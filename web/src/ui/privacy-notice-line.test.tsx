import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PrivacyNoticeLine } from './privacy-notice-line.tsx';

describe('PrivacyNoticeLine', () => {
  it('links to the privacy notice in a new tab, saying so', () => {
    render(
      <MemoryRouter>
        <PrivacyNoticeLine />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /^our privacy notice ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link.closest('p')).toHaveTextContent('How we use your details: our privacy notice (opens in a new tab)');
  });
});
