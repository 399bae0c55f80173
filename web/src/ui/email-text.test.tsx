import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './email-text.tsx';

describe('EmailText', () => {
  it('reads as the address, with a break allowed only after "@" and dots', () => {
    const { container } = render(<EmailText email="membership.family.7470@gmail.com" />);
    expect(container.textContent).toBe('membership.family.7470@gmail.com');
    expect(container.innerHTML).toBe('membership.<wbr>family.<wbr>7470@<wbr>gmail.<wbr>com');
  });
});
