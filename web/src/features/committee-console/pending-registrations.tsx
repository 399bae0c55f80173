import type { PendingRegistration } from '@edma/contract/committee';
import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../api/api-client.ts';
import { approveRegistration, fetchPendingRegistrations, rejectRegistration } from './console-api.ts';

type Load = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; registrations: PendingRegistration[] };

const reasonOf = (error: unknown) => (error instanceof ApiError && error.serverMessage) || 'Something went wrong. Please try again.';

/** "Pending registrations": each new family with Approve, or Reject with a reason the registrant sees. */
export function PendingRegistrations({ idToken }: { idToken(): Promise<string> }) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [notice, setNotice] = useState('');

  useEffect(() => {
    let live = true;
    (async () => {
      try {
        const result = await fetchPendingRegistrations(await idToken());
        if (live) setLoad({ kind: 'loaded', registrations: result.registrations });
      } catch (error) {
        if (live) setLoad({ kind: 'failed', message: reasonOf(error) });
      }
    })();
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function decided(familyId: string, message: string) {
    setNotice(message);
    setLoad((current) =>
      current.kind === 'loaded' ? { kind: 'loaded', registrations: current.registrations.filter((r) => r.familyId !== familyId) } : current,
    );
  }

  return (
    <section className="console-section" aria-labelledby="pending-title">
      <h2 id="pending-title">Pending registrations</h2>
      <p className="console-notice" role="status">
        {notice}
      </p>
      {load.kind === 'loading' && <p>Loading...</p>}
      {load.kind === 'failed' && <p role="alert">{load.message}</p>}
      {load.kind === 'loaded' && load.registrations.length === 0 && <p>No registrations are waiting.</p>}
      {load.kind === 'loaded' && load.registrations.length > 0 && (
        <ul className="console-list" aria-labelledby="pending-title">
          {load.registrations.map((registration) => (
            <PendingRegistrationCard key={registration.familyId} registration={registration} idToken={idToken} onDecided={decided} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PendingRegistrationCard({
  registration,
  idToken,
  onDecided,
}: {
  registration: PendingRegistration;
  idToken(): Promise<string>;
  onDecided(familyId: string, message: string): void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const head = registration.members[0]?.name ?? 'N/A';

  async function act(work: (token: string) => Promise<{ success: boolean; message?: string }>, done: string) {
    setBusy(true);
    setError('');
    try {
      const result = await work(await idToken());
      if (result.success) onDecided(registration.familyId, done);
      else setError(result.message ?? 'Something went wrong. Please try again.');
    } catch (failure) {
      setError(reasonOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="console-card" aria-labelledby={`${id}-head`}>
      <h3 id={`${id}-head`}>{head}</h3>
      <p>
        {registration.house_no}, {registration.address_line}, {registration.location}, {registration.postal_code} ·{' '}
        {registration.membership_type}
      </p>
      <p className="console-card__meta">Registered {new Date(registration.created_at_ms).toLocaleDateString('en-GB')}</p>
      <ul className="console-card__members">
        {registration.members.map((member, index) => (
          <li key={index}>
            {member.name}
            {member.email && <span className="console-card__meta"> ({member.email})</span>}
          </li>
        ))}
      </ul>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="console-card__actions">
        <button
          type="button"
          className="button-primary"
          disabled={busy}
          aria-label={`Approve ${head}`}
          onClick={() => void act((token) => approveRegistration(registration.familyId, token), `${head}'s family was approved.`)}
        >
          Approve
        </button>
        {!rejecting && (
          <button type="button" className="button-secondary" disabled={busy} aria-label={`Reject ${head}`} onClick={() => setRejecting(true)}>
            Reject
          </button>
        )}
      </div>
      {rejecting && (
        <form
          className="console-card__reject"
          onSubmit={(event) => {
            event.preventDefault();
            void act((token) => rejectRegistration(registration.familyId, reason, token), `${head}'s family was rejected.`);
          }}
        >
          <label htmlFor={`${id}-reason`}>Reason (the registrant sees it)</label>
          <textarea id={`${id}-reason`} required maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
          <div className="console-card__actions">
            <button type="submit" className="button-primary" disabled={busy || reason.trim() === ''}>
              Reject registration
            </button>
            <button type="button" className="button-secondary" disabled={busy} onClick={() => setRejecting(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
