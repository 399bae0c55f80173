import { doorWalkInSchema, type DoorWalkIn } from '@edma/contract/door';
import { penceFromPounds } from '@edma/contract/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';

/** What the volunteer types: the number of people and the pounds taken, as text, read into the walk-in's numbers. */
const walkInFormSchema = z.object({
  name: doorWalkInSchema.shape.name,
  people: z
    .string()
    .trim()
    .transform((text) => (/^\d+$/.test(text) ? Number(text) : Number.NaN))
    .pipe(doorWalkInSchema.shape.people),
  cash: z
    .string()
    .trim()
    .transform((text) => (text === '' ? 0 : (penceFromPounds(text) ?? Number.NaN)))
    .pipe(doorWalkInSchema.shape.cashPence),
});
type WalkInForm = z.input<typeof walkInFormSchema>;

/**
 * People let in without a booking (a household not booked, or extra guests) and the cash taken:
 * added on the phone at once, sent with the ticks when there is signal.
 */
export function DoorWalkInForm({ onAdd }: { onAdd(walkIn: Omit<DoorWalkIn, 'id' | 'atMs'>): void }) {
  const id = useId();
  const [added, setAdded] = useState('');
  const form = useForm<WalkInForm, unknown, z.output<typeof walkInFormSchema>>({
    resolver: zodResolver(walkInFormSchema),
    defaultValues: { name: '', people: '1', cash: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ name, people, cash }) => {
    onAdd({ name, people, cashPence: cash });
    setAdded(`${name}: ${people} ${people === 1 ? 'person' : 'people'} let in.`);
    form.reset();
  });
  return (
    <details className="door-walk-in">
      <summary>Add a walk-in</summary>
      <form onSubmit={submit} noValidate>
        <TextField
          id={`${id}-name`}
          label="Who came in"
          hint="A household not booked, or e.g. Guests of the Nairs."
          required
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          id={`${id}-people`}
          label="How many people"
          inputMode="numeric"
          required
          error={errors.people?.message}
          {...form.register('people')}
        />
        <TextField
          id={`${id}-cash`}
          label="Cash taken (£)"
          inputMode="decimal"
          hint="Leave empty when nothing was paid."
          error={errors.cash?.message}
          {...form.register('cash')}
        />
        <Button type="submit">Add the walk-in</Button>
      </form>
      <p role="status">{added}</p>
    </details>
  );
}
