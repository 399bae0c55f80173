import { executivePersonInputSchema, type ExecutivePersonInput } from '@edma/contract/executive-committee';
import { ACCEPTED_PHOTO_TYPES } from '@edma/contract/limits';
import { useState } from 'react';
import type { z } from 'zod';
import { Field } from '@web/ui/field.tsx';
import { registerField } from '@web/ui/register-field.ts';
import { TextField } from '@web/ui/text-field.tsx';
import { ConsoleItemForm, type ItemFormProps } from '../../console-item-form.tsx';

type PersonValues = z.output<typeof executivePersonInputSchema>;

const EMPTY: ExecutivePersonInput = { role: '', name: '', phone: '' };

interface PersonFormProps extends Omit<ItemFormProps<ExecutivePersonInput, PersonValues>, 'onSave'> {
  /** Resolves true when saved: a new-person form then empties itself. `photo` is a newly chosen one. */
  onSave(values: PersonValues, photo: File | null): Promise<boolean>;
}

/** Role, name, phone number (for the call and WhatsApp links) and, optionally, a new photo. */
export function PersonForm({ onSave, ...props }: PersonFormProps) {
  const editing = props.initial !== undefined;
  const [photo, setPhoto] = useState<File | null>(null);
  // A new key empties the file input (its value cannot be set by React).
  const [photoKey, setPhotoKey] = useState(0);

  return (
    <ConsoleItemForm
      schema={executivePersonInputSchema}
      empty={EMPTY}
      first="role"
      {...props}
      onSave={async (values) => {
        const saved = await onSave(values, photo);
        if (saved && !editing) {
          setPhoto(null);
          setPhotoKey((key) => key + 1);
        }
        return saved;
      }}
    >
      {(form, prefix) => (
        <>
          <div className="content-form__row">
            <TextField label="Role" hint="For example Treasurer." maxLength={60} {...registerField(form, 'role', prefix)} />
            <TextField label="Name" maxLength={80} autoComplete="off" {...registerField(form, 'name', prefix)} />
          </div>
          <div className="content-form__row">
            <TextField
              label="Phone"
              hint="For the call and WhatsApp links, such as 07700 900123 or +44 7700 900123."
              type="tel"
              maxLength={40}
              autoComplete="off"
              {...registerField(form, 'phone', prefix)}
            />
            <Field
              id={`${prefix}photo`}
              label={editing ? 'New photo (optional)' : 'Photo (optional)'}
              hint="A head-and-shoulders photo; it is cropped to a square."
            >
              {(aria) => (
                <input
                  key={photoKey}
                  type="file"
                  accept={ACCEPTED_PHOTO_TYPES.join(',')}
                  {...aria}
                  onChange={(event) => setPhoto(event.currentTarget.files?.[0] ?? null)}
                />
              )}
            </Field>
          </div>
        </>
      )}
    </ConsoleItemForm>
  );
}
