import type { SpinVerification } from '@edma/contract/draw-proof';
import { DRAWS, type DrawId } from '@edma/contract/draw-list';
import type { SpinProofRecord } from '@edma/contract/draw-spin-proof';
import { endpointUrl } from '@edma/contract/endpoint';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, getJson } from '../../api/api-client.ts';
import { readStoredUser } from '../../lib/stored-user.ts';
import { usePublicJson } from '../../api/use-public-json.ts';
import { ukDateTimeToSecond } from '../../lib/uk-time.ts';
import { MomentTime } from '../../ui/moment-time.tsx';
import { PublicContentNotice } from '../../ui/public-content-state.tsx';
import './spin-proof.css';

/**
 * /{drawId}/spins/{spinId}: one spin's proof for anyone. The page reads the spin's public record
 * once, then recomputes it here in the browser (Web Crypto and the BLS check, no further request)
 * and says "Verified" or which checks failed. The algorithm: docs/draw-proof.md.
 */
export default function SpinProofPage() {
  const { drawId = '', spinId = '' } = useParams();
  const draw = DRAWS.find((candidate) => candidate.id === drawId);
  const record = usePublicJson(
    () =>
      import('@edma/contract/draw-spin-proof').then(({ DRAW_PROOF_API }) => ({
        path: endpointUrl(DRAW_PROOF_API.spin.path, { drawId, spinId }),
        response: DRAW_PROOF_API.spin.response,
      })),
    `spin-proof ${drawId} ${spinId}`,
  );
  const missing =
    !draw || (record.state.status === 'failed' && record.state.error instanceof ApiError && [400, 404].includes(record.state.error.status));

  // A members-only draw's proofs go to its members: the server says so (401, 403).
  const refusal = record.state.status === 'failed' && record.state.error instanceof ApiError ? record.state.error : null;
  if (refusal && (refusal.status === 401 || refusal.status === 403)) {
    // Someone signed in on this device asks again as themselves: the draw's members may see it.
    if (refusal.status === 401 && draw && readStoredUser() !== null) return <MembersSpinProof drawId={draw.id} spinId={spinId} />;
    return (
      <div className="spin-proof">
        <h1>For members only</h1>
        <p>{refusal.serverMessage}</p>
        {draw ? <Link to={`/${draw.id}`}>Back to {draw.title}</Link> : null}
      </div>
    );
  }

  if (missing) {
    return (
      <div className="spin-proof">
        <h1>Spin not found</h1>
        <p>{record.state.status === 'failed' && record.state.error instanceof ApiError ? record.state.error.serverMessage : null}</p>
        <p>There is no proof at this address.</p>
        {draw ? <Link to={`/${draw.id}`}>Back to {draw.title}</Link> : null}
      </div>
    );
  }
  return (
    <div className="spin-proof">
      {record.state.status === 'ready' ? (
        <SpinProof record={record.state.data} drawId={draw.id} />
      ) : (
        <>
          <h1>Proof of a spin</h1>
          <PublicContentNotice
            state={record.state}
            retry={record.retry}
            loadingText="Loading the spin..."
            failureText="The spin could not be loaded."
          />
        </>
      )}
    </div>
  );
}

/** A members-only draw's proof, read with the signed-in member's token (the check is the same, in this browser). */
function MembersSpinProof({ drawId, spinId }: { drawId: DrawId; spinId: string }) {
  const [state, setState] = useState<{ record: SpinProofRecord } | { error: string } | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([import('../../firebase/auth-service.ts'), import('@edma/contract/draw-spin-proof')])
      .then(async ([{ startAuthService }, { DRAW_PROOF_API }]) => {
        const service = await startAuthService();
        // Auth restores the session from the device first: wait for it.
        await new Promise<void>((resolve) => {
          const stop = service.onUserChange(() => {
            stop();
            resolve();
          });
        });
        const token = await service.idToken();
        return getJson(endpointUrl(DRAW_PROOF_API.spin.path, { drawId, spinId }), DRAW_PROOF_API.spin.response, { token });
      })
      .then(
        (record) => live && setState({ record }),
        (error: unknown) =>
          live &&
          setState({ error: error instanceof ApiError && error.serverMessage ? error.serverMessage : 'The spin could not be loaded.' }),
      );
    return () => {
      live = false;
    };
  }, [drawId, spinId]);
  if (state === null) return <p className="spin-proof">Loading the spin...</p>;
  if ('error' in state) {
    return (
      <div className="spin-proof">
        <h1>For members only</h1>
        <p>{state.error}</p>
      </div>
    );
  }
  return (
    <div className="spin-proof">
      <SpinProof record={state.record} drawId={drawId} />
    </div>
  );
}

function useVerification(record: SpinProofRecord): SpinVerification | 'checking' | 'failed' {
  const [result, setResult] = useState<{ of: SpinProofRecord; value: SpinVerification | 'failed' } | null>(null);
  useEffect(() => {
    let live = true;
    import('./check-spin-proof.ts')
      .then(({ checkSpinProof }) => checkSpinProof(record))
      .then(
        (value) => live && setResult({ of: record, value }),
        (error: unknown) => {
          console.error('Could not check the spin:', error);
          if (live) setResult({ of: record, value: 'failed' });
        },
      );
    return () => {
      live = false;
    };
  }, [record]);
  return result?.of === record ? result.value : 'checking';
}

function SpinProof({ record, drawId }: { record: SpinProofRecord; drawId: DrawId }) {
  const verification = useVerification(record);
  const { seal, beacon } = record;
  return (
    <>
      <p className="spin-proof__back">
        <Link to={`/${drawId}`}>
          <span aria-hidden="true">‹ </span>
          {record.title}
        </Link>
      </p>
      <h1>Proof of a spin</h1>
      <p>
        {record.title}, spin {seal.spinNumber} of its round, <MomentTime ms={record.startedAtMs} format={ukDateTimeToSecond} />. Winner:{' '}
        <strong>{record.winner}</strong>.
      </p>

      <section className="spin-proof__result" aria-live="polite" aria-labelledby="spin-proof-result">
        <h2 id="spin-proof-result">Check</h2>
        {verification === 'checking' ? (
          <p>Checking in this browser...</p>
        ) : verification === 'failed' ? (
          <p>This browser could not run the check.</p>
        ) : verification.ok ? (
          <p className="spin-proof__verified">
            <strong>Verified</strong>: this browser recomputed the winner from the sealed values and the public randomness, and every check
            passed.
          </p>
        ) : (
          <>
            <p className="spin-proof__failed">
              <strong>Not verified</strong>: these checks failed.
            </p>
            <ul>
              {verification.failures.map((failure) => (
                <li key={failure.check}>{failure.message}</li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby="spin-proof-seal">
        <h2 id="spin-proof-seal">The seal, published before the spin</h2>
        <dl className="spin-proof__values">
          <Value name="Sealed at">
            <MomentTime ms={seal.sealedAtMs} format={ukDateTimeToSecond} />
          </Value>
          <Value name="Participants hash">{seal.participantsHash}</Value>
          <Value name="Seed hash">{seal.seedHash}</Value>
          <Value name="Beacon chain">{seal.chainHash}</Value>
          <Value name="Beacon round">{seal.beaconRound}</Value>
          <Value name="Segments">{seal.count}</Value>
          <Value name="Spin number">{seal.spinNumber}</Value>
        </dl>
      </section>

      <section aria-labelledby="spin-proof-revealed">
        <h2 id="spin-proof-revealed">Revealed after the spin</h2>
        <dl className="spin-proof__values">
          <Value name="Seed">{record.seedHex}</Value>
          <Value name="Beacon round">{beacon.round}</Value>
          <Value name="Beacon randomness">{beacon.randomness}</Value>
          <Value name="Beacon signature">{beacon.signature}</Value>
          <Value name="Stop angle">{record.angle}°</Value>
        </dl>
      </section>

      <section aria-labelledby="spin-proof-names">
        <h2 id="spin-proof-names">The wheel, in segment order</h2>
        <ol className="spin-proof__names" start={0}>
          {record.names.map((name, index) => (
            <li key={`${index} ${name}`}>{name}</li>
          ))}
        </ol>
      </section>
      <p className="spin-proof__how">
        Anyone can check this spin with their own code: the algorithm is published with the site&apos;s source (docs/draw-proof.md), and the
        beacon&apos;s round can be fetched from drand itself.
      </p>
    </>
  );
}

function Value({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="spin-proof__value">
      <dt>{name}</dt>
      <dd>{children}</dd>
    </div>
  );
}
