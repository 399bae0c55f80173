import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DirectoryFilters } from './directory-filters.tsx';
import { EMPTY_FILTERS } from './filter-families.ts';

describe('DirectoryFilters', () => {
  it('asks for the age as a whole number (a number input with the numeric keypad), not free text', async () => {
    const onChange = vi.fn();
    render(<DirectoryFilters filters={EMPTY_FILTERS} onChange={onChange} />);
    const age = screen.getByRole('spinbutton', { name: 'Age' });
    expect(age).toHaveAttribute('type', 'number');
    expect(age).toHaveAttribute('inputmode', 'numeric');
    expect(age).toHaveAttribute('min', '0');
    expect(age).toHaveAttribute('step', '1');
    await userEvent.type(age, '7');
    expect(onChange).toHaveBeenLastCalledWith({ age: '7' });
  });
});
