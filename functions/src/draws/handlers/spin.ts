import { EVERYONE_HAS_WON_MESSAGE } from '@edma/contract/console-draws';
import {
  NO_PARTICIPANTS_MESSAGE,
  SPIN_KEY_HEADER,
  SPIN_RESULT_DELAY_MS,
  SPIN_RUNNING_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
  winnerIndex,
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
import { randomSpinAngle } from '../spin-angle.ts';

/** A password stored before its HMAC is being checked by as many other requests as the instance allows. */
export const DRAW_PASSWORD_BUSY_MESSAGE = 'The draw is busy. Please try again in a moment.';

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
 * transaction refuses a spin while the previous one runs, else writes the live spin to the draw
 * document (which every open page listens to) and appends it to the draw's history.
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
    // A draw from before rounds: its history is read before the transaction (a query inside it was
    // closed by the emulator when two spins raced). Every spin stores its round, so a draw still
    // without one inside the transaction has had no spin since this read.
    const legacyRound = (await drawRef.get()).get('round') ? undefined : await db().runTransaction((tx) => currentRound(tx, drawRef, {}));
    const spin = await db().runTransaction(async (tx) => {
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
      const angle = randomSpinAngle();
      const index = winnerIndex(angle, names.length);
      const spinRef = drawRef.collection(SPINS_COLLECTION).doc();
      const live: Spin = { id: spinRef.id, angle, startedAtMs: now, winner: names[index]! };
      const record: SpinRecord = { angle, startedAtMs: now, winner: live.winner, winnerIndex: index };
      tx.update(drawRef, { spin: live, names, participants, round: { ...round, winners: [...round.winners, live.winner] } });
      tx.create(spinRef, record);
      return live;
    });
    return { json: { success: true, angle: spin.angle, spinId: spin.id } };
  };
}
