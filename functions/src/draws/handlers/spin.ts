import { EVERYONE_HAS_WON_MESSAGE } from '@edma/contract/console-draws';
import {
  NO_PARTICIPANTS_MESSAGE,
  SPIN_KEY_HEADER,
  SPIN_RESULT_DELAY_MS,
  SPIN_RUNNING_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
  type DrawDoc,
  type DrawId,
  type Spin,
  type SpinRecord,
} from '@edma/contract/draw';
import { DRAW_PASSWORD, RATE_LIMIT_MULTIPLIER } from '../../config/params.ts';
import { db } from '../../store/admin.ts';
import { header, type ApiHandler } from '../../http/api-request.ts';
import { conflict, notAllowed, notFound, tooManyAttempts } from '../../errors/domain-error.ts';
import { forgetFailures, recordFailure, refuseWhileBlocked } from '../../rate-limit/failed-attempts.ts';
import { scaledBackoff, SPIN_FAILURE_BACKOFF } from '../../rate-limit/failure-backoff.ts';
import { enforceRateLimit } from '../../rate-limit/rate-limiter.ts';
import { addDrawPasswordMac, currentRound, drawRef as drawDocRef, SPINS_COLLECTION, storedDrawPassword } from '../../store/draw-docs.ts';
import { checkDrawPassword } from '../draw-password.ts';
import { participantsOf, wheelNames } from '../draw-round.ts';
import { spinOutcome } from '@edma/contract/draw-proof';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { awaitBeacon } from '../beacon/await-beacon.ts';
import { drawBeacon } from '../beacon/draw-beacon.ts';
import { makeSeal, nextSpinNumber, sealFits } from '../draw-seal.ts';
import { publishSeal, readSeed } from '../../store/draw-seals.ts';

/** A password stored before its HMAC is being checked by as many other requests as the instance allows. */
export const DRAW_PASSWORD_BUSY_MESSAGE = 'The draw is busy. Please try again in a moment.';

/** A spin refused because the committee changed the wheel, and so its seal, while the spin waited for its beacon. */
export const SEAL_CHANGED_MESSAGE = 'The draw changed while the spin waited for its public randomness. Please spin again.';

/** Rate-limit scope of wrong draw passwords (apart from `spin`, the budget of correct ones). */
export const SPIN_FAILURE_SCOPE = 'spin-failure';

/**
 * POST spin.php / spin-b.php / spin-c.php with the password in the x-draw-password header.
 *
 * Order matters: a client still waiting after its own wrong passwords is refused first (429); then
 * the password is compared (the committee's, once set in the console, else the DRAW_PASSWORD
 * secret: see draw-password.ts), so a wrong one costs an HMAC, never scrypt, whichever address it
 * comes from; a wrong one is counted against that client alone (403), so it never spends the
 * `spin` budget that correct spins draw on, and a flood of wrong passwords from any number of
 * clients cannot lock the committee out. A correct one counts against `spin`, then one
 * transaction refuses a spin while the previous one runs. The spin then takes the seal published
 * for it (docs/draw-proof.md), waits for the sealed round of the public randomness beacon (refused
 * with 503, nothing written, when it cannot be had), and one transaction writes the live spin to the
 * draw document (which every open page listens to), appends it with its proof to the draw's
 * history, and publishes the next spin's seal.
 */
export function spinHandler(drawId: DrawId): ApiHandler {
  return async (request) => {
    const multiplier = RATE_LIMIT_MULTIPLIER.value();
    const hadFailures = await refuseWhileBlocked(SPIN_FAILURE_SCOPE, request.ip);
    const check = await checkDrawPassword(header(request, SPIN_KEY_HEADER), await storedDrawPassword(), DRAW_PASSWORD.value());
    if (check.result === 'busy') throw tooManyAttempts(1, DRAW_PASSWORD_BUSY_MESSAGE);
    if (check.result === 'mismatch') {
      const wait = await recordFailure(SPIN_FAILURE_SCOPE, request.ip, scaledBackoff(SPIN_FAILURE_BACKOFF, multiplier));
      throw notAllowed(WRONG_PASSWORD_MESSAGE, wait > 0 ? wait : undefined);
    }
    if (check.upgraded) await addDrawPasswordMac(check.upgraded);
    if (hadFailures) await forgetFailures(SPIN_FAILURE_SCOPE, request.ip);
    await enforceRateLimit('spin', request.ip, multiplier);
    const drawRef = drawDocRef(drawId);
    const beacon = drawBeacon();
    const chain = beacon.info();
    // A draw from before rounds: its history is read before the transaction (a query inside it was
    // closed by the emulator when two spins raced). Every spin stores its round, so a draw still
    // without one inside the transaction has had no spin since this read.
    const legacyRound = (await drawRef.get()).get('round') ? undefined : await db().runTransaction((tx) => currentRound(tx, drawRef, {}));

    /** The draw as a spin sees it, refused (before any wait) when it cannot spin now. */
    const readyToSpin = async (tx: Transaction) => {
      const snapshot = await tx.get(drawRef);
      if (!snapshot.exists) throw notFound('Draw not found.');
      const draw = snapshot.data() as DrawDoc;
      const round = draw.round ?? legacyRound ?? (await currentRound(tx, drawRef, draw));
      // Never before the round began, should this instance's clock lag the one that began it.
      const now = Math.max(Date.now(), round.startedAtMs);
      if (draw.spin && now - draw.spin.startedAtMs < SPIN_RESULT_DELAY_MS) throw conflict(SPIN_RUNNING_MESSAGE);
      const participants = participantsOf(draw);
      if (participants.length === 0) throw conflict(NO_PARTICIPANTS_MESSAGE);
      // The wheel this spin turns: the previous winner of the round leaves it now, in the same write
      // as the spin, so every page swaps segments and starts turning together.
      const names = wheelNames(participants, round);
      if (names.length === 0) throw conflict(EVERYONE_HAS_WON_MESSAGE);
      return { draw, round, now, participants, names, spinNumber: nextSpinNumber(round) };
    };

    // 1. The seal. Published when the round opened or after the last spin; a draw without one that
    // fits its wheel (from before seals) is sealed now, and the spin then waits for its round.
    const seal = await db().runTransaction(async (tx) => {
      const { draw, now, names, spinNumber } = await readyToSpin(tx);
      if (draw.seal && (await sealFits(draw.seal, names, spinNumber, chain))) return draw.seal;
      const made = await makeSeal(names, spinNumber, chain, now);
      publishSeal(tx, drawId, made.seal, made.seedHex, 'before-spin');
      tx.update(drawRef, { seal: made.seal });
      return made.seal;
    });

    // 2. The sealed round of the public beacon: without it nothing is spun and nothing is recorded.
    const published = await awaitBeacon(beacon, seal.beaconRound);

    // 3. The spin, from the sealed values alone, with the next spin's seal in the same write.
    const spin = await db().runTransaction(async (tx) => {
      const { draw, round, now, participants, names, spinNumber } = await readyToSpin(tx);
      const seedHex = await readSeed(tx, drawId, seal);
      // The committee changed the wheel (and so the seal) while this spin waited for its beacon.
      if (draw.seal?.seedHash !== seal.seedHash || seedHex === null || !(await sealFits(seal, names, spinNumber, chain))) {
        throw conflict(SEAL_CHANGED_MESSAGE);
      }
      const outcome = await spinOutcome({ names, seedHex, randomnessHex: published.randomness, spinNumber });
      const spinRef = drawRef.collection(SPINS_COLLECTION).doc();
      const live: Spin = { id: spinRef.id, angle: outcome.angle, startedAtMs: now, winner: outcome.winner };
      const record: SpinRecord = {
        angle: outcome.angle,
        startedAtMs: now,
        winner: outcome.winner,
        winnerIndex: outcome.index,
        names,
        seal,
        seedHex,
        beacon: published,
      };
      const nextRound = { ...round, winners: [...round.winners, live.winner] };
      const nextNames = wheelNames(participants, nextRound);
      // The next spin's seal is public from this moment. A wheel everyone has won gets one when it
      // changes; until then the used seal leaves the draw, so it can never seal a spin again.
      const next = nextNames.length > 0 ? await makeSeal(nextNames, nextSpinNumber(nextRound), chain, now) : null;
      if (next) publishSeal(tx, drawId, next.seal, next.seedHex, 'after-spin');
      tx.update(drawRef, { spin: live, names, participants, round: nextRound, seal: next ? next.seal : FieldValue.delete() });
      tx.create(spinRef, record);
      return live;
    });
    return { json: { success: true, angle: spin.angle, spinId: spin.id } };
  };
}
