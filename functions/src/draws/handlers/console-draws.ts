import {
  CONSOLE_DRAW_API,
  MAX_DRAW_HISTORY,
  NAMES_WHILE_SPINNING_MESSAGE,
  type ConsoleDraw,
  type DrawHistoryEntry,
  type DrawSealEntry,
} from '@edma/contract/console-draws';
import {
  DRAWS,
  SPIN_RESULT_DELAY_MS,
  type DrawAbout,
  type DrawDoc,
  type DrawId,
  type DrawRound,
  type DrawSealDoc,
} from '@edma/contract/draw';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../../auth/verify-caller.ts';
import { DRAW_PASSWORD } from '../../config/params.ts';
import { recordAudit } from '../../store/audit-log.ts';
import { db } from '../../store/admin.ts';
import { conflict } from '../../errors/domain-error.ts';
import type { EndpointHandler } from '../../http/route.ts';
import { currentRound, drawPasswordRef, drawRef, ROUNDS_COLLECTION, SPINS_COLLECTION, storedDrawPassword } from '../../store/draw-docs.ts';
import { hashDrawPassword } from '../draw-password.ts';
import { participantsOf, wheelChange } from '../draw-round.ts';
import { firstRound } from '../../store/draw-docs.ts';
import { publishSeal, sealHistoryDocSchema, sealsRef, type SealReason } from '../../store/draw-seals.ts';
import { drawBeacon } from '../beacon/draw-beacon.ts';
import { makeSeal, nextSpinNumber, sealFits } from '../draw-seal.ts';

type Handler<E extends (typeof CONSOLE_DRAW_API)[keyof typeof CONSOLE_DRAW_API]> = EndpointHandler<E, 'committee'>;

interface LoadedDraw {
  ref: DocumentReference;
  exists: boolean;
  draw: DrawDoc;
  round: DrawRound;
}

const titleOf = (drawId: DrawId) => DRAWS.find((d) => d.id === drawId)!.title;

/** The draw in a transaction; one the project never created reads as an empty draw. */
async function loadDraw(tx: Transaction, drawId: DrawId): Promise<LoadedDraw> {
  const ref = drawRef(drawId);
  const snapshot = await tx.get(ref);
  if (!snapshot.exists) return { ref, exists: false, draw: { title: titleOf(drawId), names: [], spin: null }, round: firstRound() };
  const draw = snapshot.data() as DrawDoc;
  return { ref, exists: true, draw, round: await currentRound(tx, ref, draw) };
}

function runningUntil(draw: DrawDoc, nowMs: number): number | null {
  const until = draw.spin ? draw.spin.startedAtMs + SPIN_RESULT_DELAY_MS : 0;
  return until > nowMs ? until : null;
}

/**
 * One committee change to a draw, in a transaction with its audit entry. Refused while a spin runs:
 * the wheel every viewer watches must keep the segments its winner is drawn from.
 */
async function changeDraw(
  caller: Caller,
  drawId: DrawId,
  action: string,
  change: (loaded: LoadedDraw, tx: Transaction) => { fields: Partial<DrawDoc>; details: Record<string, unknown> },
): Promise<void> {
  await db().runTransaction(async (tx) => {
    const loaded = await loadDraw(tx, drawId);
    if (runningUntil(loaded.draw, Date.now()) !== null) throw conflict(NAMES_WHILE_SPINNING_MESSAGE);
    const { fields, details } = change(loaded, tx);
    const resealed = await resealIfChanged(tx, drawId, loaded, fields, action === 'draw.new-round' ? 'round-opened' : 'wheel-changed');
    Object.assign(fields, resealed);
    if (loaded.exists) tx.update(loaded.ref, fields);
    else tx.set(loaded.ref, { ...loaded.draw, ...fields });
    // A new seal in place of an unused one is in the audit log too: which seal it replaced.
    const seal = resealed.seal ? { seal: { replaced: loaded.draw.seal?.seedHash ?? null, by: resealed.seal.seedHash } } : {};
    recordAudit(tx, caller, action, `draws/${drawId}`, { ...details, ...seal });
  });
}

/**
 * The seal that goes with a change: the published one while it still fits the next spin (same
 * wheel in the same order, same spin number), else a new one, kept in the draw's seal history, so
 * a changed list is visibly sealed again. A wheel with nobody on it keeps its seal until it has.
 */
async function resealIfChanged(
  tx: Transaction,
  drawId: DrawId,
  { draw, round }: LoadedDraw,
  fields: Partial<DrawDoc>,
  reason: SealReason,
): Promise<Partial<DrawDoc>> {
  const names = fields.names ?? draw.names;
  const spinNumber = nextSpinNumber(fields.round ?? round);
  const chain = drawBeacon().info();
  if (names.length === 0 || (await sealFits(draw.seal, names, spinNumber, chain))) return {};
  const { seal, seedHex } = await makeSeal(names, spinNumber, chain, Date.now());
  publishSeal(tx, drawId, seal, seedHex, reason);
  return { seal };
}

/** GET committee/draws: every draw with its participants, wheel and round, and where the password comes from. */
export const listConsoleDraws: Handler<typeof CONSOLE_DRAW_API.list> = async () => {
  const now = Date.now();
  const draws = await Promise.all(
    DRAWS.map(({ id }) =>
      db().runTransaction(
        async (tx): Promise<ConsoleDraw> => {
          const { draw, round } = await loadDraw(tx, id);
          return {
            id,
            title: draw.title,
            participants: participantsOf(draw),
            wheelNames: draw.names,
            round,
            spinRunningUntilMs: runningUntil(draw, now),
            about: draw.about ?? null,
          };
        },
        { readOnly: true },
      ),
    ),
  );
  const stored = await storedDrawPassword();
  const password = stored
    ? { source: 'console' as const, changedAtMs: stored.changedAtMs, changedBy: stored.changedBy }
    : { source: 'deployment' as const, changedAtMs: null, changedBy: null };
  return { success: true, draws, password };
};

/** POST committee/draws/update {drawId, title, participants}: every page shows them at once. */
export const updateConsoleDraw: Handler<typeof CONSOLE_DRAW_API.update> = async ({ drawId, title, participants }, { caller }) => {
  await changeDraw(caller, drawId, 'draw.update', ({ draw, round }) => ({
    fields: { title, participants, round, ...wheelChange(draw, participants, round) },
    details: { title, participants },
  }));
  return { success: true, message: `${title} was saved.` };
};

/** POST committee/draws/exclusion {drawId, excludeWinners}: this round's winners leave the wheel, or come back. */
export const setDrawExclusion: Handler<typeof CONSOLE_DRAW_API.exclusion> = async ({ drawId, excludeWinners }, { caller }) => {
  await changeDraw(caller, drawId, 'draw.exclusion', ({ draw, round }) => {
    const next = { ...round, excludeWinners };
    // Written out, so a draw never edited in the console keeps everyone once its wheel shrinks.
    const participants = participantsOf(draw);
    return { fields: { participants, round: next, ...wheelChange(draw, participants, next) }, details: { excludeWinners } };
  });
  const message = excludeWinners ? "This round's winners are no longer on the wheel." : 'Everyone is on the wheel again.';
  return { success: true, message };
};

/** POST committee/draws/new-round {drawId}: nobody has won yet; the exclusion setting carries over. */
export const startDrawRound: Handler<typeof CONSOLE_DRAW_API.newRound> = async ({ drawId }, { caller }) => {
  let number = 0;
  await changeDraw(caller, drawId, 'draw.new-round', ({ draw, round, ref }, tx) => {
    number = round.number + 1;
    // After the last spin on any clock: the history assigns spins to rounds by their start time.
    const startedAtMs = Math.max(Date.now(), (draw.spin?.startedAtMs ?? 0) + 1);
    const next: DrawRound = { number, startedAtMs, excludeWinners: round.excludeWinners, winners: [] };
    tx.set(ref.collection(ROUNDS_COLLECTION).doc(String(number)), { number, startedAtMs, startedBy: caller.email });
    const participants = participantsOf(draw);
    return { fields: { participants, round: next, ...wheelChange(draw, participants, next) }, details: { round: number } };
  });
  return { success: true, message: `Round ${number} has started.` };
};

/** GET committee/draws/history?drawId=…: every spin, newest first, with the round it belongs to. */
export const drawHistory: Handler<typeof CONSOLE_DRAW_API.history> = async ({ drawId }) => {
  const ref = drawRef(drawId);
  const [spins, rounds, seals] = await Promise.all([
    ref.collection(SPINS_COLLECTION).orderBy('startedAtMs', 'desc').limit(MAX_DRAW_HISTORY).get(),
    ref.collection(ROUNDS_COLLECTION).get(),
    sealsRef(drawId).orderBy('publishedAtMs', 'desc').limit(MAX_DRAW_HISTORY).get(),
  ]);
  const starts = rounds.docs
    .map((doc) => ({ number: Number(doc.get('number')), startedAtMs: Number(doc.get('startedAtMs')) }))
    .sort((a, b) => b.startedAtMs - a.startedAtMs);
  const roundAt = (ms: number) => starts.find((round) => round.startedAtMs <= ms)?.number ?? 1;
  const entries: DrawHistoryEntry[] = spins.docs.map((doc) => {
    const startedAtMs = Number(doc.get('startedAtMs'));
    const seal = doc.get('seal') as DrawSealDoc | undefined;
    const seedHex = doc.get('seedHex') as string | undefined;
    const proof =
      seal && seedHex
        ? {
            participantsHash: seal.participantsHash,
            seedHash: seal.seedHash,
            seedHex,
            beaconRound: seal.beaconRound,
            spinNumber: seal.spinNumber,
          }
        : undefined;
    return { id: doc.id, startedAtMs, winner: String(doc.get('winner')), round: roundAt(startedAtMs), ...(proof ? { proof } : {}) };
  });
  const usedBy = new Map(entries.flatMap((entry) => (entry.proof ? [[entry.proof.seedHash, entry.id] as const] : [])));
  const sealEntries: DrawSealEntry[] = seals.docs.map((doc) => {
    const { seal, reason } = sealHistoryDocSchema.parse(doc.data());
    const { seedHash, participantsHash, count, beaconRound, spinNumber, sealedAtMs } = seal;
    return { seedHash, participantsHash, count, beaconRound, spinNumber, sealedAtMs, reason, usedBy: usedBy.get(seedHash) ?? null };
  });
  return { success: true, drawId, spins: entries, seals: sealEntries };
};

/** POST committee/draws/about {drawId, membersOnly, kind, …}: who sees the draw and what it is, on its page at once. */
export const setDrawAbout: Handler<typeof CONSOLE_DRAW_API.about> = async (
  { drawId, membersOnly, kind, registrationNumber, promoter },
  { caller },
) => {
  const about: DrawAbout = { membersOnly, kind, lottery: kind === 'society-lottery' ? { registrationNumber, promoter } : null };
  await db().runTransaction(async (tx) => {
    const loaded = await loadDraw(tx, drawId);
    if (loaded.exists) tx.update(loaded.ref, { about });
    else tx.set(loaded.ref, { ...loaded.draw, about });
    recordAudit(tx, caller, 'draw.about', `draws/${drawId}`, about);
  });
  return { success: true, message: `${titleOf(drawId)}: saved.` };
};

/** POST committee/draws/password {password}: from now on only this password spins (stored as a scrypt hash and a peppered HMAC). */
export const changeDrawPassword: Handler<typeof CONSOLE_DRAW_API.password> = async ({ password }, { caller }) => {
  const stored = await hashDrawPassword(password, caller.email, DRAW_PASSWORD.value());
  await db().runTransaction(async (tx) => {
    tx.set(drawPasswordRef(), stored);
    recordAudit(tx, caller, 'draw.password', drawPasswordRef().path);
  });
  return { success: true, message: 'The draw password was changed.' };
};

/** POST committee/draws/password/reset: the deployment's DRAW_PASSWORD secret applies again. */
export const resetDrawPassword: Handler<typeof CONSOLE_DRAW_API.passwordReset> = async (_input, { caller }) => {
  await db().runTransaction(async (tx) => {
    tx.delete(drawPasswordRef());
    recordAudit(tx, caller, 'draw.password-reset', drawPasswordRef().path);
  });
  return { success: true, message: "The deployment's draw password applies again." };
};
