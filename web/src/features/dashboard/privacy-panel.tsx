import {
  ERASURE_COOLING_OFF_DAYS,
  exportFileName,
  HIDE_FAMILY_LABEL,
  PRIVACY_API,
  SHOW_NAME_LABEL,
  SHOW_PHOTO_LABEL,
  type FamilyPrivacy,
  type PrivacyMember,
} from '@edma/contract/privacy';
import { associationToday, longDateOfMoment, longDateText } from '@edma/contract/dates';
import { endpointUrl } from '@edma/contract/endpoint';
import { useId, useState } from 'react';
import { useApiSession } from '../../api/api-session.tsx';
import { FailureAlert } from '../../api/failure-alert.tsx';
import { useApiMutation, useApiQuery } from '../../api/use-api.ts';
import { useFamilyId } from './family-id-context.tsx';
import './privacy-panel.css';

/**
 * Privacy and your data: the family's place in the public directory, each child's name and photo
 * (an adult's consent, recorded with who and when), the family's data to download, and its deletion
 * with 7 days to change its mind. Only adults of the family change anything.
 */
export function PrivacyPanel() {
  const privacy = useApiQuery(PRIVACY_API.family, {});
  return (
    <section className="panel privacy-panel" aria-labelledby="privacy-panel-title">
      <div className="panel-heading">
        <h2 id="privacy-panel-title">Privacy and your data</h2>
      </div>
      {privacy.isPending && <p role="status">Loading your privacy choices...</p>}
      <FailureAlert error={privacy.error} />
      {privacy.data && <PrivacyChoices privacy={privacy.data} />}
    </section>
  );
}

function PrivacyChoices({ privacy }: { privacy: FamilyPrivacy }) {
  const hide = useApiMutation(PRIVACY_API.hideFamily, { invalidates: [PRIVACY_API.family] });
  const children = privacy.members.filter((m) => m.child);
  const locked = !privacy.can_change;
  return (
    <>
      <p className="privacy-panel__intro">
        Choose who sees your family and your children, take a copy of your data, or ask us to delete it.
        {locked && ' Only an adult of the family (18 or over) can change these choices.'}
      </p>
      <h3>The directory</h3>
      {privacy.directory === 'members' && <p>The committee shows the directory to signed-in members only.</p>}
      <label className="form-check">
        <input
          type="checkbox"
          checked={privacy.hidden}
          disabled={locked || hide.isPending}
          onChange={(e) => hide.mutate({ hidden: e.target.checked })}
        />
        <span>{HIDE_FAMILY_LABEL}</span>
      </label>
      <p className="form-field__hint">Signed-in members of the association still see your family.</p>
      <FailureAlert error={hide.error} />
      {children.length > 0 && (
        <>
          <h3>Children</h3>
          <p className="form-field__hint">
            Until an adult of the family agrees, the public directory shows a child under 18 only as &ldquo;Child&rdquo; and their age,
            without a photo.
          </p>
          <ul className="privacy-panel__children">
            {children.map((child) => (
              <ChildConsent key={child.id} child={child} locked={locked} />
            ))}
          </ul>
        </>
      )}
      <h3>Your family&rsquo;s data</h3>
      <ExportButton />
      <Erasure privacy={privacy} />
    </>
  );
}

function ChildConsent({ child, locked }: { child: PrivacyMember; locked: boolean }) {
  const consent = useApiMutation(PRIVACY_API.consent, { invalidates: [PRIVACY_API.family] });
  const save = (showName: boolean, showPhoto: boolean) => consent.mutate({ memberId: child.id, showName, showPhoto });
  const headingId = useId();
  return (
    <li className="privacy-panel__child" aria-labelledby={headingId}>
      <p id={headingId} className="privacy-panel__child-name">
        {child.name}
        {child.age !== null && `, ${child.age}`}
      </p>
      <label className="form-check">
        <input
          type="checkbox"
          checked={child.show_name}
          disabled={locked || consent.isPending}
          onChange={(e) => save(e.target.checked, child.show_photo)}
        />
        <span>{SHOW_NAME_LABEL}</span>
      </label>
      <label className="form-check">
        <input
          type="checkbox"
          checked={child.show_photo}
          disabled={locked || consent.isPending || !child.has_photo}
          onChange={(e) => save(child.show_name, e.target.checked)}
        />
        <span>
          {SHOW_PHOTO_LABEL}
          {!child.has_photo && ' (no photo yet)'}
        </span>
      </label>
      {child.consent && (
        <p className="form-field__hint">
          Agreed by {child.consent.by} on {longDateOfMoment(child.consent.at_ms)}.
        </p>
      )}
      <FailureAlert error={consent.error} />
    </li>
  );
}

function ExportButton() {
  // Only the file's name: the server exports the caller's own family.
  const familyId = useFamilyId();
  const session = useApiSession();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const [limited, setLimited] = useState('');
  async function download() {
    if (state === 'busy') return;
    setState('busy');
    setLimited('');
    try {
      const response = await fetch(endpointUrl(PRIVACY_API.exportFamily.path, {}), {
        headers: { Authorization: `Bearer ${await session.idToken()}` },
      });
      if (response.status === 401) {
        // An ended sign-in is the session's to report ("Sign in again"), like every other call's.
        setState('idle');
        session.onSessionEnded();
        return;
      }
      if (response.status === 429) {
        // Several downloads within the hour: the server's words say when to try again.
        const body = (await response.json().catch(() => ({}))) as { message?: unknown };
        setLimited(typeof body.message === 'string' ? body.message : '');
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = exportFileName(familyId, associationToday());
      link.hidden = true;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setState('idle');
    } catch {
      setState('failed');
    }
  }
  return (
    <>
      <p>
        <button type="button" className="button-secondary" onClick={() => void download()} disabled={state === 'busy'}>
          {state === 'busy' ? 'Preparing...' : 'Download our family\u2019s data'}
        </button>
      </p>
      <p className="form-field__hint">A zip file with everything we hold about your family, as JSON and CSV, and your photos.</p>
      {state === 'failed' && (
        <p role="alert" className="field-error">
          {limited || 'The download failed. Please try again.'}
        </p>
      )}
    </>
  );
}

function Erasure({ privacy }: { privacy: FamilyPrivacy }) {
  const request = useApiMutation(PRIVACY_API.requestErasure, { invalidates: [PRIVACY_API.family] });
  const cancel = useApiMutation(PRIVACY_API.cancelErasure, { invalidates: [PRIVACY_API.family] });
  const [asking, setAsking] = useState(false);
  const [confirm, setConfirm] = useState('');
  const confirmId = useId();
  const error = request.error ?? cancel.error;
  if (privacy.erasure) {
    return (
      <div className="privacy-panel__erasure" role="status">
        <p>
          Your family will be deleted on <strong className="privacy-panel__date">{longDateText(privacy.erasure.due)}</strong> (asked by{' '}
          {privacy.erasure.requested_by}). Until then you can change your mind.
        </p>
        <button type="button" className="button-secondary" onClick={() => cancel.mutate({})} disabled={cancel.isPending}>
          Cancel the deletion
        </button>
        <FailureAlert error={error} />
      </div>
    );
  }
  if (!privacy.can_change) return null;
  return (
    <div className="privacy-panel__erasure">
      {!asking ? (
        <button type="button" className="button-danger" onClick={() => setAsking(true)}>
          Delete our family
        </button>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            request.mutate({ confirm }, { onSuccess: () => setAsking(false) });
          }}
        >
          <p>
            Everything we hold about your family will be deleted {ERASURE_COOLING_OFF_DAYS} days from now, unless you cancel before then.
            Paid bookings and membership fees stay in the accounts without names. The committee will be told.
          </p>
          <label htmlFor={confirmId}>Type DELETE to confirm</label>
          <input id={confirmId} value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="off" />
          <div className="form-actions">
            <button type="submit" className="button-danger" disabled={confirm !== 'DELETE' || request.isPending}>
              Delete our family
            </button>
            <button type="button" className="button-secondary" onClick={() => setAsking(false)}>
              Keep our family
            </button>
          </div>
        </form>
      )}
      <FailureAlert error={error} />
    </div>
  );
}
