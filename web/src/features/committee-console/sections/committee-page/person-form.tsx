import { zodResolver } from '@hookform/resolvers/zod';
import { committeePersonInputSchema, type CommitteePersonInput } from '@edma/contract/committee-page';
import { ACCEPTED_PHOTO_TYPES } from '@edma/contract/limits';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../calendar/form-field.tsx';

export type PersonValues = z.output<typeof committeePersonInputSchema>;

const EMPTY: CommitteePersonInput = { role: '', name: '', phone: '' };

interface PersonFormProps {
  /** The person being edited; a new one when left out. */
  initial?: CommitteePersonInput;
  label: string;
  submitLabel: string;
  busy: boolean;
  /** Resolves true when saved: a new-person form then empties itself. `photo` is a newly chosen one. */
  onSave(values: PersonValues, photo: File | null): Promise<boolean>;
  onCancel?(): void;
}

/** Role, name, phone number (for the call and WhatsApp links) and, optionally, a new photo. */
export function PersonForm({ initial, label, submitLabel, busy, onSave, onCancel }: PersonFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<CommitteePersonInput, unknown, PersonValues>({
    resolver: zodResolver(committeePersonInputSchema),
    defaultValues: initial ?? EMPTY,
  });
  const editing = initial !== undefined;
  const [photo, setPhoto] = useState<File | null>(null);
  // A new key empties the file input (its value cannot be set by React).
  const [photoKey, setPhotoKey] = useState(0);

  useEffect(() => {
    // An edit form opens in place of its Edit button: take the focus with it.
    if (editing) setFocus('role');
  }, [editing, setFocus]);

  return (
    <form
      className="content-form"
      aria-label={label}
      noValidate
      onSubmit={handleSubmit(async (values) => {
        if ((await onSave(values, photo)) && !editing) {
          reset(EMPTY);
          setPhoto(null);
          setPhotoKey((key) => key + 1);
        }
      })}
    >
      <div className="content-form__row">
        <FormField
          label="Role"
          hint="For example Treasurer."
          error={errors.role?.message}
          render={(props) => <input type="text" required maxLength={60} {...props} {...register('role')} />}
        />
        <FormField
          label="Name"
          error={errors.name?.message}
          render={(props) => <input type="text" required maxLength={80} autoComplete="off" {...props} {...register('name')} />}
        />
      </div>
      <div className="content-form__row">
        <FormField
          label="Phone"
          hint="For the call and WhatsApp links, such as 07700 900123 or +44 7700 900123."
          error={errors.phone?.message}
          render={(props) => <input type="tel" required maxLength={40} autoComplete="off" {...props} {...register('phone')} />}
        />
        <FormField
          label={editing ? 'New photo (optional)' : 'Photo (optional)'}
          hint="A head-and-shoulders photo; it is cropped to a square."
          render={(props) => (
            <input
              key={photoKey}
              type="file"
              accept={ACCEPTED_PHOTO_TYPES.join(',')}
              {...props}
              onChange={(event) => setPhoto(event.currentTarget.files?.[0] ?? null)}
            />
          )}
        />
      </div>
      <div className="console-card__actions">
        <button type="submit" className="button-primary" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button-secondary" disabled={busy} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
