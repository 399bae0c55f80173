import { zodResolver } from '@hookform/resolvers/zod';
import { dobSchema } from '@edma/contract/dob-schema';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DateOfBirthField } from './date-of-birth-field.tsx';

const schema = z.object({ dob: dobSchema });
type Values = z.input<typeof schema>;

function Form({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const { control, handleSubmit } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { dob: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <DateOfBirthField control={control} name="dob" id="dob" label="Date of Birth" required />
      <button type="submit">Save</button>
    </form>
  );
}

describe('DateOfBirthField', () => {
  it('is a labelled, required-marked kit field that hands a typed date to the form', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    const input = screen.getByRole('textbox', { name: 'Date of Birth' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveClass('form-control');
    await user.type(input, '1990-05-17');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ dob: '1990-05-17' }, expect.anything());
  });

  it("shows the form's refusal of a date that is not valid, linked to the input", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    const input = screen.getByRole('textbox', { name: 'Date of Birth' });
    await user.type(input, '1990-13-45');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Date input not valid.');
    expect(input).toHaveAccessibleDescription('Date input not valid.');
  });
});
