import { zodResolver } from '@hookform/resolvers/zod';
import { albumInputSchema, type AlbumInput } from '@edma/contract/gallery';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../calendar/form-field.tsx';

export type AlbumValues = z.output<typeof albumInputSchema>;

const EMPTY: AlbumInput = { name: '', link: '' };

interface AlbumFormProps {
  /** The album being edited; a new one when left out. */
  initial?: AlbumInput;
  label: string;
  submitLabel: string;
  busy: boolean;
  /** Resolves true when saved: a new-album form then empties itself. */
  onSave(values: AlbumValues): Promise<boolean>;
  onCancel?(): void;
}

/** An album's name, and the address of its photos when they are hosted elsewhere. */
export function AlbumForm({ initial, label, submitLabel, busy, onSave, onCancel }: AlbumFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<AlbumInput, unknown, AlbumValues>({ resolver: zodResolver(albumInputSchema), defaultValues: initial ?? EMPTY });
  const editing = initial !== undefined;

  useEffect(() => {
    // An edit form opens in place of its Edit button: take the focus with it.
    if (editing) setFocus('name');
  }, [editing, setFocus]);

  return (
    <form
      className="content-form"
      aria-label={label}
      noValidate
      onSubmit={handleSubmit(async (values) => {
        if ((await onSave(values)) && !editing) reset(EMPTY);
      })}
    >
      <div className="content-form__row">
        <FormField
          label="Album name"
          hint="For example Onam 2026."
          error={errors.name?.message}
          render={(props) => <input type="text" required maxLength={80} {...props} {...register('name')} />}
        />
        <FormField
          label="Link to photos hosted elsewhere (optional)"
          hint="An https:// address of a shared album, for photos kept on another service."
          error={errors.link?.message}
          render={(props) => <input type="url" inputMode="url" {...props} {...register('link')} />}
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
