import { CONSOLE_FAMILY_PATHS, familyChangeResponseSchema, type ConsoleFamily } from '@edma/contract/console-families';
import { LOCATION_OPTIONS, MEMBERSHIP_TYPES, updateFamilySchema } from '@edma/contract/family';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import type { z } from 'zod';
import { failureMessage, useConsoleMutation } from '../../console-session.tsx';

type Input = z.input<typeof updateFamilySchema>;
type Output = z.output<typeof updateFamilySchema>;

/** A stored value outside the options was an "Other" answer: show it as Other with its text. */
function choice(options: readonly string[], stored: string): [string, string] {
  return options.includes(stored) && stored !== 'Other' ? [stored, ''] : ['Other', stored];
}

/** The family's address and membership, with the dashboard's schema and its "Other" rule. */
export function FamilyEditForm({ family, onDone }: { family: ConsoleFamily; onDone(message?: string): void }) {
  const id = useId();
  const [location, otherLocation] = choice(LOCATION_OPTIONS, family.location);
  const [membership, otherMembership] = choice(MEMBERSHIP_TYPES, family.membership_type);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(updateFamilySchema),
    defaultValues: {
      familyId: family.familyId,
      house_no: family.house_no,
      address_line: family.address_line,
      postal_code: family.postal_code,
      location,
      otherLocation,
      membership_type: membership,
      otherMembership,
    },
  });
  const save = useConsoleMutation<typeof familyChangeResponseSchema, Output>(CONSOLE_FAMILY_PATHS.update, familyChangeResponseSchema, [
    'families',
  ]);
  const errors = form.formState.errors;
  const chosenLocation = useWatch({ control: form.control, name: 'location' });
  const chosenMembership = useWatch({ control: form.control, name: 'membership_type' });
  const field = (name: keyof Input, label: string, error: FieldError | undefined, input: (props: Record<string, unknown>) => ReactNode) => (
    <div className="content-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input({
        id: `${id}-${name}`,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-${name}-error` : undefined,
        ...form.register(name),
      })}
      {error && (
        <p id={`${id}-${name}-error`} className="field-error">
          {error.message}
        </p>
      )}
    </div>
  );

  return (
    <form
      className="content-form"
      aria-label="Edit the family"
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: (result) => onDone(result.message) }))}
    >
      {field('house_no', 'House No', errors.house_no, (props) => (
        <input type="text" {...props} />
      ))}
      {field('address_line', 'Address Line', errors.address_line, (props) => (
        <input type="text" {...props} />
      ))}
      {field('postal_code', 'Postal Code', errors.postal_code, (props) => (
        <input type="text" {...props} />
      ))}
      {field('location', 'Location', errors.location, (props) => (
        <select {...props}>
          {LOCATION_OPTIONS.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      ))}
      {chosenLocation === 'Other' &&
        field('otherLocation', 'Other location', errors.otherLocation, (props) => <input type="text" {...props} />)}
      {field('membership_type', 'Membership Type', errors.membership_type, (props) => (
        <select {...props}>
          {MEMBERSHIP_TYPES.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      ))}
      {chosenMembership === 'Other' &&
        field('otherMembership', 'Other membership type', errors.otherMembership, (props) => <input type="text" {...props} />)}
      {save.error && (
        <p className="field-error" role="alert">
          {failureMessage(save.error)}
        </p>
      )}
      <div className="console-card__actions">
        <button type="submit" className="button-primary" disabled={save.isPending}>
          Save family
        </button>
        <button type="button" className="button-secondary" onClick={() => onDone()}>
          Cancel
        </button>
      </div>
    </form>
  );
}
