import { DRAWS, drawDocSchema, drawKindText, spinProofPath, spinRecordSchema, type DrawId } from '@edma/contract/draw';
import { collection, doc, limit, orderBy, query } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveDoc, useLiveQuery } from '../../firebase/firestore.ts';
import { LiveFirestoreRoot } from '../../firebase/live-firestore-root.tsx';
import { readStoredUser } from '../../lib/stored-user.ts';
import { DrawWheelView } from './draw-wheel-view.tsx';
import { MembersOnlyNotice } from './members-only-notice.tsx';
import type { SpinHistoryRow } from './spin-history.tsx';
import './draws.css';

const HISTORY_LENGTH = 20;
const historyRowSchema = spinRecordSchema.pick({ startedAtMs: true, winner: true, seedHex: true });

function toHistoryRows(drawId: DrawId, records: unknown[] | undefined): SpinHistoryRow[] {
  const rows: SpinHistoryRow[] = [];
  for (const record of records ?? []) {
    const parsed = historyRowSchema.safeParse(record);
    const id = (record as { id?: unknown }).id;
    if (!parsed.success || typeof id !== 'string') continue;
    const { startedAtMs, winner, seedHex } = parsed.data;
    // A spin with its seed revealed has a proof to check.
    rows.push({ id, startedAtMs, winner, ...(seedHex ? { proofPath: spinProofPath(drawId, id) } : {}) });
  }
  return rows;
}

/**
 * A live draw page: follows `draws/{drawId}` and its spin history in Firestore (loaded with this
 * page only). Someone signed in on this device reads as themselves (a members-only draw is theirs
 * to see when their family is approved): Auth is started first, so Firestore sends their token.
 */
export default function DrawPage({ drawId }: { drawId: DrawId }) {
  const [signedIn] = useState(() => readStoredUser() !== null);
  const [authReady, setAuthReady] = useState(!signedIn);
  useEffect(() => {
    if (!signedIn) return;
    let unsubscribe: (() => void) | undefined;
    import('../../firebase/auth-service.ts')
      .then(({ startAuthService }) => startAuthService())
      .then((service) => {
        unsubscribe = service.onUserChange(() => setAuthReady(true));
      })
      .catch((error: unknown) => {
        // The draw is still there for everyone: read it as a visitor.
        console.error('Could not restore the sign-in:', error);
        setAuthReady(true);
      });
    return () => unsubscribe?.();
  }, [signedIn]);
  if (!authReady) return <p className="draw__message">Loading...</p>;
  return (
    <LiveFirestoreRoot>
      <LiveDraw drawId={drawId} />
    </LiveFirestoreRoot>
  );
}

function LiveDraw({ drawId }: { drawId: DrawId }) {
  const draw = DRAWS.find((candidate) => candidate.id === drawId) ?? DRAWS[0];
  const firestore = useFirestore();
  const drawRef = useMemo(() => doc(firestore, 'draws', drawId), [firestore, drawId]);
  const historyQuery = useMemo(() => query(collection(drawRef, 'spins'), orderBy('startedAtMs', 'desc'), limit(HISTORY_LENGTH)), [drawRef]);
  // The draw's document (its names and the current spin).
  const drawState = useLiveDoc(drawRef);
  const historyState = useLiveQuery(historyQuery);

  const parsed = useMemo(() => drawDocSchema.safeParse(drawState.data), [drawState.data]);
  const history = useMemo(() => toHistoryRows(drawId, historyState.data), [drawId, historyState.data]);

  useEffect(() => {
    if (drawState.error && drawState.error.code !== 'permission-denied') console.error('Could not load the draw:', drawState.error);
  }, [drawState.error]);
  useEffect(() => {
    if (historyState.error && historyState.error.code !== 'permission-denied') {
      console.error('Could not load the draw history:', historyState.error);
    }
  }, [historyState.error]);

  // A members-only draw the rules keep from this visitor: that it exists, what it is and how to join.
  if (drawState.error?.code === 'permission-denied') {
    return (
      <div className="draw-page">
        <MembersOnlyNotice drawId={drawId} title={draw.title} />
      </div>
    );
  }

  let body;
  if (drawState.status === 'loading') body = <p className="draw__message">Loading...</p>;
  else if (!parsed.success) body = <p className="draw__message">This draw is not available right now.</p>;
  else {
    body = (
      <DrawWheelView
        // A fresh timeline per draw: moving between draw routes must not replay one draw's spin on another.
        key={drawId}
        // The committee may rename a draw in the console; the route keeps its own title until then.
        title={parsed.data.title || draw.title}
        spinPath={draw.spinPath}
        names={parsed.data.names}
        spin={parsed.data.spin}
        history={history}
      />
    );
  }
  return (
    <div className="draw-page">
      {drawState.status === 'loading' || !parsed.success ? <h1 className="draw__title">{draw.title}</h1> : null}
      {body}
      {parsed.success && parsed.data.about && (
        <p className="draw__about">
          {drawKindText(parsed.data.about)}
          {parsed.data.about.membersOnly ? ' For members only.' : ''}
        </p>
      )}
    </div>
  );
}
