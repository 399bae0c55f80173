import {
  CONSOLE_FAMILY_PATHS,
  CONSOLE_MEMBER_PHOTO_FIELD,
  consoleMemberInputSchema,
  consoleMemberSavedSchema,
  type ConsoleMember,
  type ConsoleMemberInput,
} from '@edma/contract/console-families';
import { PHOTO_PUBLIC_LABEL } from '@edma/contract/family';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField } from '../../../../ui/checkbox-field.tsx';
import { DateOfBirthField } from '../../../../ui/date-of-birth-field.tsx';
import { FormActions } from '../../../../ui/form-actions.tsx';
import { PhotoPicker } from '../../../../ui/photo-picker.tsx';
import { registerField } from '../../../../ui/register-field.ts';
import { EmailField, TextField } from '../../../../ui/text-field.tsx';
import { usePhotoChoices } from '../../../../ui/use-photo-choices.ts';
import { failureMessage, useConsoleUpload } from '../../console-session.tsx';

type Values = z.output<typeof consoleMemberInputSchema>;

/** The form's one photo in usePhotoChoices. */
const PHOTO = 'photo';

interface MemberEditFormProps {
  familyId: string;
  /** The member being edited, or null to add one to the family. */
  member: ConsoleMember | null;
  onDone(message?: string): void;
}

/**
 * A member's name, email, phone, date of birth, photo and its public choice, or a new member: the
 * dashboard's fields and rules (the server shares its implementation), for any family. A new email
 * only invites its owner, as on the dashboard.
 */
export function MemberEditForm({ familyId, member, onDone }: MemberEditFormProps) {
  const id = useId();
  const adding = member === null;
  const photos = usePhotoChoices();
  const chosen = photos.photos[PHOTO];
  const form = useForm<ConsoleMemberInput, unknown, Values>({
    resolver: zodResolver(consoleMemberInputSchema),
    defaultValues: {
      familyId,
      id: member?.id ?? '',
      name: member?.name ?? '',
      email: member?.email ?? '',
      phone: member?.phone ?? '',
      dob: member?.dob ?? '',
      photoPublic: member?.photo_public ?? false,
    },
  });
  const save = useConsoleUpload(CONSOLE_FAMILY_PATHS.saveMember, consoleMemberSavedSchema, ['families']);
  const { setFocus } = form;

  useEffect(() => {
    // The form opens in place of the button that asked for it: the focus goes with it.
    setFocus('name');
  }, [setFocus]);

  async function submit(values: Values) {
    const [photo] = await photos.filesFor([PHOTO]);
    const body = new FormData();
    for (const name of ['familyId', 'id', 'name', 'email', 'phone', 'dob'] as const) body.append(name, values[name]);
    body.append('photoPublic', String(values.photoPublic));
    if (photo) body.append(CONSOLE_MEMBER_PHOTO_FIELD, photo, photo.name);
    save.mutate(body, { onSuccess: (result) => onDone(result.message) });
  }

  const prefix = `${id}-`;
  return (
    <form
      className="content-form"
      aria-label={adding ? 'Add a member' : `Edit ${member.name}`}
      noValidate
      onSubmit={form.handleSubmit(submit)}
    >
      <div className="content-form__row">
        <TextField label="Name" required autoComplete="off" {...registerField(form, 'name', prefix)} />
        <EmailField
          label="Email"
          autoComplete="off"
          hint="A new address only invites its owner."
          {...registerField(form, 'email', prefix)}
        />
      </div>
      <div className="content-form__row">
        <TextField label="Phone" type="tel" autoComplete="off" {...registerField(form, 'phone', prefix)} />
        <DateOfBirthField control={form.control} name="dob" id={`${id}-dob`} label="Date of Birth" />
      </div>
      <PhotoPicker
        id={`${id}-photo`}
        label={adding || !member.has_photo ? 'Photo (optional)' : 'New photo (optional)'}
        photo={chosen}
        onChoose={(file) => photos.choose(PHOTO, file)}
        onRemove={() => photos.remove(PHOTO)}
        previewAlt="Preview of the new photo"
      />
      <CheckboxField id={`${id}-photo-public`} label={PHOTO_PUBLIC_LABEL} {...form.register('photoPublic')} />
      {save.error && (
        <p className="field-error" role="alert">
          {failureMessage(save.error)}
        </p>
      )}
      <FormActions saving={save.isPending} disabled={save.isPending || chosen?.status === 'preparing'} onCancel={() => onDone()} />
    </form>
  );
}
