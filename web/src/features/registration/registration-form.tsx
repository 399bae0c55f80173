import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { GMAIL_REQUIRED_MESSAGE } from '@edma/contract/family';
import { MAX_MEMBERS_PER_FAMILY } from '@edma/contract/limits';
import { MemberFields } from './member-fields.tsx';
import {
  blankMember,
  emptyRegistration,
  hasGmailMember,
  registrationFormSchema,
  type RegistrationFormInput,
  type RegistrationFormValues,
} from './registration-form-schema.ts';
import { ADD_MEMBERS_ALERT, SAVED_ALERT, SINGLE_MEMBER_CONFIRM } from './registration-messages.ts';
import { submitRegistration } from './submit-registration.ts';
import type { AuthSession } from '../../firebase/auth-session.ts';
import { Button } from '../../ui/button.tsx';
import { ChoiceWithOtherField } from '../../ui/choice-with-other-field.tsx';
import { LOCATION_CHOICE, MEMBERSHIP_CHOICE } from '../../ui/family-choices.ts';
import { FieldError } from '../../ui/field-error.tsx';
import { registerField } from '../../ui/register-field.ts';
import { TextField } from '../../ui/text-field.tsx';
import { UploadProgress } from '../../ui/upload-progress.tsx';
import { usePhotoChoices } from '../../ui/use-photo-choices.ts';
import { PrivacyNoticeLine } from '../../ui/privacy-notice-line.tsx';
import { NEWS_HINT, NEWS_LABEL } from '@edma/contract/email-preferences';
import { pathTo } from '../../app/route-table.ts';

/** Spec section 9: the directory opens this long after the success alert. */
export const NAVIGATE_DELAY_MS = 100;

/** The family form, for a signed-in registrant (loaded only once someone is signed in). */
export default function RegistrationForm({ session, registrant }: { session: AuthSession; registrant: { name: string; email: string } }) {
  const navigate = useNavigate();
  const form = useForm<RegistrationFormInput, unknown, RegistrationFormValues>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: emptyRegistration(registrant),
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'members' });
  const photos = usePhotoChoices();
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState(0);
  // Set synchronously on the first submit so a second click or Enter is ignored before React re-renders.
  const busy = useRef(false);
  const navigateTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(navigateTimer.current), []);

  async function save(values: RegistrationFormValues): Promise<boolean> {
    if (values.members.length === 1 && !window.confirm(SINGLE_MEMBER_CONFIRM)) {
      window.alert(ADD_MEMBERS_ALERT);
      return false;
    }
    if (!hasGmailMember(values.members)) {
      window.alert(GMAIL_REQUIRED_MESSAGE);
      return false;
    }
    setSaving(true);
    setProgress(0);
    const files = await photos.filesFor(fields.map((field) => field.id));
    const outcome = await submitRegistration(values, files, setProgress, session.idToken);
    if (outcome.saved) {
      window.alert(SAVED_ALERT);
      navigateTimer.current = setTimeout(() => navigate(pathTo('members')), NAVIGATE_DELAY_MS);
      return true;
    }
    window.alert(outcome.alert);
    setSaving(false);
    return false;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    let saved = false;
    try {
      await handleSubmit(async (values) => {
        saved = await save(values);
      })(event);
    } finally {
      // After a success the page is leaving: stay busy so nothing is sent twice.
      if (!saved) busy.current = false;
    }
  }

  const membersMessage = errors.members?.message ?? errors.members?.root?.message;

  return (
    <div className="registration">
      <h1>Family Details</h1>
      <p className="registration__signed-in">
        <span>
          Signed in as <strong>{registrant.email}</strong>. Your email stays with the member it is given to; other members' emails only
          invite them to join when they sign in.
        </span>
        <button type="button" className="button-secondary" onClick={() => void session.signOut()} disabled={saving}>
          Use another account
        </button>
      </p>
      <p className="registration__note">Fields marked * are required.</p>
      <form noValidate onSubmit={onSubmit} aria-busy={saving}>
        <fieldset className="registration__household" disabled={saving}>
          <TextField label="House No" required {...registerField(form, 'houseNo')} />
          <TextField label="Address Line" autoComplete="address-line1" required {...registerField(form, 'addressLine')} />
          <TextField label="Postal Code" autoComplete="postal-code" required {...registerField(form, 'postalCode')} />
          <ChoiceWithOtherField {...LOCATION_CHOICE} form={form} name="location" otherName="otherLocation" required />
          <ChoiceWithOtherField {...MEMBERSHIP_CHOICE} form={form} name="membershipType" otherName="otherMembership" required />
        </fieldset>

        <section className="registration__members" aria-labelledby="members-heading">
          <h2 id="members-heading">Add Family Members</h2>
          {fields.map((field, index) => (
            <MemberFields
              key={field.id}
              index={index}
              register={register}
              control={control}
              errors={errors.members}
              canDelete={fields.length > 1}
              onDelete={() => {
                photos.remove(field.id);
                remove(index);
              }}
              photo={photos.photos[field.id]}
              onChoosePhoto={(file) => photos.choose(field.id, file)}
              onRemovePhoto={() => photos.remove(field.id)}
              disabled={saving}
            />
          ))}
          <FieldError id="members-error" message={membersMessage} />
          <Button
            variant="secondary"
            className="registration__add"
            onClick={() => append(blankMember())}
            disabled={saving || fields.length >= MAX_MEMBERS_PER_FAMILY}
          >
            + Add Member
          </Button>
        </section>

        <div className="registration__news">
          <label className="form-check">
            <input type="checkbox" disabled={saving} aria-describedby="news-hint" {...register('newsOptIn')} />
            <span>Email me {NEWS_LABEL.toLowerCase()}</span>
          </label>
          <p id="news-hint" className="form-field__hint">
            {NEWS_HINT} You can stop at any time.
          </p>
        </div>
        <PrivacyNoticeLine />
        {saving && <UploadProgress id="upload-progress" value={progress} />}
        <Button type="submit" className="registration__submit" disabled={saving}>
          {saving ? 'Saving...' : 'Submit'}
        </Button>
      </form>
    </div>
  );
}
