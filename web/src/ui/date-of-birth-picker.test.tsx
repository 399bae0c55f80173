import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateOfBirthPicker } from './date-of-birth-picker.tsx';

function Harness({ initial = '', error, onValue }: { initial?: string; error?: string; onValue?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateOfBirthPicker
        id="dob"
        label="Date of Birth"
        value={value}
        error={error}
        required
        onChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
      />
      <button type="button">elsewhere</button>
      <output data-testid="value">{value}</output>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('DateOfBirthPicker', () => {
  it('is labelled, marked required and shows the value', () => {
    render(<Harness initial="1990-05-17" />);
    const input = screen.getByLabelText(/Date of Birth/);
    expect(input).toHaveValue('1990-05-17');
    expect(input).toHaveAttribute('aria-required', 'true');
    // Marked, not enforced: an empty date must not block a form submit.
    expect(input).not.toHaveAttribute('required');
  });

  it('passes a typed date out as yyyy-MM-dd', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await user.type(screen.getByLabelText(/Date of Birth/), '2001-02-03');
    expect(onValue).toHaveBeenLastCalledWith('2001-02-03');
    expect(screen.getByTestId('value')).toHaveTextContent('2001-02-03');
    expect(screen.queryByText('Date input not valid.')).not.toBeInTheDocument();
  });

  it('says "Date input not valid." for an impossible date, linked to the input', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText(/Date of Birth/);
    await user.type(input, '2001-02-30');
    const message = screen.getByText('Date input not valid.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Date input not valid.');
    expect(message.id).toBe('dob-error');
    // The raw text stays the value, so a form's dobSchema refuses it rather than saving nothing.
    expect(screen.getByTestId('value')).toHaveTextContent('2001-02-30');
  });

  it('does not flag a half-typed date until the field is left', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText(/Date of Birth/), '2001-0');
    expect(screen.queryByText('Date input not valid.')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.getByText('Date input not valid.')).toBeInTheDocument();
  });

  it('refuses a future date', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText(/Date of Birth/), `${new Date().getFullYear() + 1}-01-01`);
    expect(screen.getByText('Date input not valid.')).toBeInTheDocument();
  });

  it('accepts today but not tomorrow', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2024, 5, 15, 12) });
    const { unmount } = render(<Harness initial="2024-06-15" />);
    expect(screen.queryByText('Date input not valid.')).not.toBeInTheDocument();
    unmount();
    render(<Harness initial="2024-06-16" />);
    expect(screen.getByText('Date input not valid.')).toBeInTheDocument();
  });

  it('clearing the text gives an empty value and no message', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1990-05-17" />);
    const input = screen.getByLabelText(/Date of Birth/);
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.getByTestId('value')).toHaveTextContent('');
    expect(screen.queryByText('Date input not valid.')).not.toBeInTheDocument();
  });

  it('picks a day from the calendar with a 100-year scrollable year dropdown', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness initial="1990-05-17" onValue={onValue} />);
    await user.click(screen.getByLabelText(/Date of Birth/));
    const yearToggle = document.querySelector('.react-datepicker__year-read-view') as HTMLElement;
    expect(yearToggle).toBeTruthy();
    await user.click(yearToggle);
    const years = document.querySelectorAll('.react-datepicker__year-dropdown--scrollable .react-datepicker__year-option');
    expect(years.length).toBeGreaterThan(50);
    const nextYear = String(new Date().getFullYear() + 1);
    expect([...years].some((y) => y.textContent?.includes(nextYear))).toBe(false);
    await user.click(yearToggle);
    const day = screen.getByRole('gridcell', { name: /Choose .*May 20th, 1990/ });
    await user.click(day);
    expect(onValue).toHaveBeenLastCalledWith('1990-05-20');
  });

  it("keeps a typed date older than the year dropdown's hundred years", async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    const old = `${new Date().getFullYear() - 105}-04-02`;
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText(/Date of Birth/);
    await user.type(input, old);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onValue).toHaveBeenLastCalledWith(old);
    expect(screen.getByTestId('value')).toHaveTextContent(old);
    expect(input).toHaveValue(old);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Date input not valid.')).not.toBeInTheDocument();
  });

  it('shows a stored date older than the dropdown as it is', () => {
    render(<Harness initial="1915-11-30" />);
    expect(screen.getByLabelText(/Date of Birth/)).toHaveValue('1915-11-30');
    expect(screen.queryByText('Date input not valid.')).not.toBeInTheDocument();
  });

  it('shows the form error instead of its own', () => {
    render(<Harness initial="bad" error="Date of birth cannot be in the future." />);
    expect(screen.getByText('Date of birth cannot be in the future.')).toBeInTheDocument();
    expect(screen.queryByText('Date input not valid.')).not.toBeInTheDocument();
  });
});
