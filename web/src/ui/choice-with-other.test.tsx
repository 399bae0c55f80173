import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ChoiceWithOther } from './choice-with-other.tsx';
import { ChoiceWithOtherField } from './choice-with-other-field.tsx';
import { LOCATION_CHOICE } from './family-choices.ts';

const OPTIONS = ['Seaton', 'Honiton', 'Other'] as const;
const schema = z
  .object({ location: z.string().min(1, 'Select a location.'), otherLocation: z.string().trim() })
  .refine((f) => f.location !== 'Other' || f.otherLocation !== '', { message: 'Specify other location.', path: ['otherLocation'] });
type Values = z.infer<typeof schema>;

function RegisteredForm({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { location: '', otherLocation: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <ChoiceWithOtherField {...LOCATION_CHOICE} form={form} name="location" otherName="otherLocation" idPrefix="family-" required />
      <button type="submit">Save</button>
    </form>
  );
}

describe('ChoiceWithOtherField (react-hook-form) and ChoiceWithOther', () => {
  it('offers the placeholder first, then the options', () => {
    render(<RegisteredForm onValid={vi.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Location' });
    expect([...(select as HTMLSelectElement).options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Select Location'],
      ...['Seaton', 'Honiton', 'Axminster', 'Sidmouth', 'Other'].map((town) => [town, town]),
    ]);
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAttribute('id', 'family-location');
  });

  it('reveals the Other text only for "Other", and the schema requires it there', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<RegisteredForm onValid={onValid} />);
    expect(screen.queryByRole('textbox', { name: 'Other location' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveAccessibleDescription('Select a location.');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Other');
    const other = screen.getByRole('textbox', { name: 'Other location' });
    expect(other).toHaveAttribute('placeholder', 'Specify other location');
    expect(other).toHaveAttribute('id', 'family-otherLocation');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(other).toHaveAttribute('aria-invalid', 'true');
    expect(other).toHaveAccessibleDescription('Specify other location.');

    await user.type(other, 'Exmouth');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ location: 'Other', otherLocation: 'Exmouth' }, expect.anything());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Seaton');
    expect(screen.queryByRole('textbox', { name: 'Other location' })).not.toBeInTheDocument();
  });

  it('works as a controlled pair (value and onChange) too', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [choice, setChoice] = useState('');
      const [other, setOther] = useState('');
      return (
        <>
          <ChoiceWithOther
            id="filter-location"
            label="Location"
            options={OPTIONS}
            placeholder="All"
            choice={choice}
            selectProps={{ value: choice, onChange: (e) => setChoice(e.target.value) }}
            otherId="filter-other"
            otherLabel="Other location"
            otherPlaceholder="Specify other location"
            otherProps={{ value: other, onChange: (e) => setOther(e.target.value) }}
          />
          <output>{`${choice}|${other}`}</output>
        </>
      );
    }
    render(<Controlled />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Other');
    await user.type(screen.getByRole('textbox', { name: 'Other location' }), 'Exeter');
    expect(screen.getByRole('status')).toHaveTextContent('Other|Exeter');
  });
});
