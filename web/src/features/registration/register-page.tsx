import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { GMAIL_REQUIRED_MESSAGE, LOCATION_OPTIONS, MEMBERSHIP_TYPES } from '@edma/contract/family';
import { MAX_MEMBERS_PER_FAMILY } from '@edma/contract/limits';
import { FieldError, errorProps } from './field-error.tsx';
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
import { useMemberPhotos } from './use-member-photos.ts';
import { RegistrationSignIn } from './registration-sign-in.tsx';
import { useAuthSession, type AuthSession } from '../../firebase/auth-session.ts';
import './registration.css';

/** Spec section 9: the directory opens this long after the success alert. */
export const NAVIGATE_DELAY_MS = 100;

/**
 * Registering needs a Google sign-in (the same identity the dashboard uses): the form opens with
 * the signed-in member's email in the first box, and the server requires it among the members.
 */
export default function RegisterPage() {
  const session = useAuthSession();
  const user = session.user;
  if (session.status === 'loading') {
    return (
      <div className="registration">
        <h1>Family Details</h1>
        <p role="status">Loading...</p>
      </div>
    );
  }
  if (session.status !== 'signed-in' || !user?.email) return <RegistrationSignIn session={session} />;
  return <RegistrationForm key={user.uid} session={session} registrant={{ name: user.displayName ?? '', email: user.email }} />;
}

function RegistrationForm({ session, registrant }: { session: AuthSession; registrant: { name: string; email: string } }) {
  const navigate = useNavigate();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<RegistrationFormInput, unknown, RegistrationFormValues>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: emptyRegistration(registrant),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'members' });
  const photos = useMemberPhotos();
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState(0);
  // Set synchronously on the first submit so a second click or Enter is ignored before React re-renders.
  const busy = useRef(false);
  const navigateTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(navigateTimer.current), []);

  const location = useWatch({ control, name: 'location' });
  const membershipType = useWatch({ control, name: 'membershipType' });

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
      navigateTimer.current = setTimeout(() => navigate('/members'), NAVIGATE_DELAY_MS);
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

  const fieldError = (name: keyof Omit<RegistrationFormInput, 'members'>) => {
    const message = errors[name]?.message;
    const errorId = `${name}-error`;
    return { message, errorId, attributes: errorProps(errorId, message) };
  };
  const houseNo = fieldError('houseNo');
  const addressLine = fieldError('addressLine');
  const postalCode = fieldError('postalCode');
  const locationError = fieldError('location');
  const otherLocation = fieldError('otherLocation');
  const membership = fieldError('membershipType');
  const otherMembership = fieldError('otherMembership');
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
          <div className="registration__field">
            <label htmlFor="houseNo">
              House No{' '}
              <span aria-hidden="true" className="registration__required">
                *
              </span>
            </label>
            <input id="houseNo" type="text" aria-required="true" {...register('houseNo')} {...houseNo.attributes} />
            <FieldError id={houseNo.errorId} message={houseNo.message} />
          </div>
          <div className="registration__field">
            <label htmlFor="addressLine">
              Address Line{' '}
              <span aria-hidden="true" className="registration__required">
                *
              </span>
            </label>
            <input
              id="addressLine"
              type="text"
              autoComplete="address-line1"
              aria-required="true"
              {...register('addressLine')}
              {...addressLine.attributes}
            />
            <FieldError id={addressLine.errorId} message={addressLine.message} />
          </div>
          <div className="registration__field">
            <label htmlFor="postalCode">
              Postal Code{' '}
              <span aria-hidden="true" className="registration__required">
                *
              </span>
            </label>
            <input
              id="postalCode"
              type="text"
              autoComplete="postal-code"
              aria-required="true"
              {...register('postalCode')}
              {...postalCode.attributes}
            />
            <FieldError id={postalCode.errorId} message={postalCode.message} />
          </div>
          <div className="registration__field">
            <label htmlFor="location">
              Location{' '}
              <span aria-hidden="true" className="registration__required">
                *
              </span>
            </label>
            <select id="location" aria-required="true" {...register('location')} {...locationError.attributes}>
              <option value="">Select Location</option>
              {LOCATION_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
            <FieldError id={locationError.errorId} message={locationError.message} />
          </div>
          {location === 'Other' && (
            <div className="registration__field">
              <label htmlFor="otherLocation">Other location</label>
              <input
                id="otherLocation"
                type="text"
                placeholder="Specify other location"
                {...register('otherLocation')}
                {...otherLocation.attributes}
              />
              <FieldError id={otherLocation.errorId} message={otherLocation.message} />
            </div>
          )}
          <div className="registration__field">
            <label htmlFor="membershipType">
              Membership Type{' '}
              <span aria-hidden="true" className="registration__required">
                *
              </span>
            </label>
            <select id="membershipType" aria-required="true" {...register('membershipType')} {...membership.attributes}>
              <option value="">Select Membership</option>
              {MEMBERSHIP_TYPES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
            <FieldError id={membership.errorId} message={membership.message} />
          </div>
          {membershipType === 'Other' && (
            <div className="registration__field">
              <label htmlFor="otherMembership">Other type</label>
              <input
                id="otherMembership"
                type="text"
                placeholder="Specify other type"
                {...register('otherMembership')}
                {...otherMembership.attributes}
              />
              <FieldError id={otherMembership.errorId} message={otherMembership.message} />
            </div>
          )}
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
          {membersMessage && <p className="field-error">{membersMessage}</p>}
          <button
            type="button"
            className="registration__add"
            onClick={() => append(blankMember())}
            disabled={saving || fields.length >= MAX_MEMBERS_PER_FAMILY}
          >
            + Add Member
          </button>
        </section>

        {saving && (
          <div className="registration__progress">
            <label htmlFor="upload-progress">Upload progress</label>
            <progress id="upload-progress" max={1} value={progress}>
              {Math.round(progress * 100)}%
            </progress>
          </div>
        )}
        <button type="submit" className="registration__submit" disabled={saving}>
          {saving ? 'Saving...' : 'Submit'}
        </button>
      </form>
    </div>
  );
}
