import { albumInputSchema, type AlbumInput } from '@edma/contract/gallery';
import type { z } from 'zod';
import { registerField } from '@web/ui/register-field.ts';
import { LinkField, TextField } from '@web/ui/text-field.tsx';
import { ConsoleItemForm, type ItemFormProps } from '../../console-item-form.tsx';

type AlbumValues = z.output<typeof albumInputSchema>;

const EMPTY: AlbumInput = { name: '', link: '' };

/** An album's name, and the address of its photos when they are hosted elsewhere. */
export function AlbumForm(props: ItemFormProps<AlbumInput, AlbumValues>) {
  return (
    <ConsoleItemForm schema={albumInputSchema} empty={EMPTY} first="name" {...props}>
      {(form, prefix) => (
        <div className="content-form__row">
          <TextField label="Album name" hint="For example Onam 2026." maxLength={80} {...registerField(form, 'name', prefix)} />
          <LinkField
            label="Link to photos hosted elsewhere (optional)"
            hint="An https:// address of a shared album, for photos kept on another service."
            {...registerField(form, 'link', prefix)}
          />
        </div>
      )}
    </ConsoleItemForm>
  );
}
