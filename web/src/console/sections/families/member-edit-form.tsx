import { FailureAlert } from '@web/api/failure-alert.tsx';
import { CONSOLE_FAMILY_API, CONSOLE_MEMBER_PHOTO_FIELD, type ConsoleMember } from '@edma/contract/console-families';
import type { ParsedRequestOf } from '@edma/contract/endpoint';
import { useEffect, useId } from 'react';
import { useApiUpload } from '@web/api/use-api.ts';
import { memberFormData } from '@web/lib/member-form-data.ts';
import { FormActions } from '@web/ui/form-actions.tsx';
import { memberFormValues } from '@web/ui/family-form-values.ts';
import { MemberFields } from '@web/ui/member-fields.tsx';
import { useEndpointForm } from '@web/ui/use-endpoint-form.ts';
import { usePhotoChoices } from '@web/ui/use-photo-choices.ts';
import { ContentForm } from '../../content-form.tsx';

type Values = ParsedRequestOf<typeof CONSOLE_FAMILY_API.saveMember>;

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
  const form = useEndpointForm(CONSOLE_FAMILY_API.saveMember, memberFormValues(familyId, member));
  const save = useApiUpload(CONSOLE_FAMILY_API.saveMember, { invalidates: [CONSOLE_FAMILY_API.list, CONSOLE_FAMILY_API.family] });
  const { setFocus } = form;

  useEffect(() => {
    // The form opens in place of the button that asked for it: the focus goes with it.
    setFocus('name');
  }, [setFocus]);

  async function submit(values: Values) {
    const [photo] = await photos.filesFor([PHOTO]);
    save.mutate(memberFormData(values, CONSOLE_MEMBER_PHOTO_FIELD, photo), { onSuccess: (result) => onDone(result.message) });
  }

  return (
    <ContentForm form={form} label={adding ? 'Add a member' : `Edit ${member.name}`} onValid={submit}>
      <MemberFields
        register={form.register}
        control={form.control}
        errors={form.formState.errors}
        idPrefix={`${id}-`}
        noAutofill
        emailHint="A new address only invites its owner."
        photo={{
          label: adding || !member.has_photo ? 'Photo (optional)' : 'New photo (optional)',
          photo: chosen,
          onChoose: (file) => photos.choose(PHOTO, file),
          onRemove: () => photos.remove(PHOTO),
        }}
      />
      <FailureAlert error={save.error} />
      <FormActions saving={save.isPending} disabled={save.isPending || chosen?.status === 'preparing'} onCancel={() => onDone()} />
    </ContentForm>
  );
}
