import { SPIN_KEY_HEADER, DRAWS, SPIN_RESULT_DELAY_MS, SPIN_RUNNING_MESSAGE, WRONG_PASSWORD_MESSAGE, winnerIndex, type DrawDoc, type DrawId, type Spin, type SpinRecord } from '@edma/contract/draw';
import { DRAW_PASSWORD, RATE_LIMIT_MULTIPLIER } from '../config/params.ts';
import { db } from '../firebase/admin.ts';
import { header, type ApiHandler } from '../http/api-request.ts';
import { conflict, HttpError, notFound } from '../http/http-error.ts';
import { enforceRateLimit } from '../rate-limit/rate-limiter.ts';
import { isDrawPassword } from './draw-password.ts';
import { randomSpinAngle } from './spin-angle.ts';

export const DRAWS_COLLECTION = 'draws';
export const SPINS_COLLECTION = 'spins';

/** spin.php -> chitti-A, spin-b.php -> chitti-B, spin-c.php -> chitti-C. */
export const SPIN_ROUTES: ReadonlyMap<string, DrawId> = new Map(DRAWS.map((d) => [d.spinPath.replace(/^\/api\//, ''), d.id]));

/**
 * GET|POST spin.php / spin-b.php / spin-c.php with the password in the x-draw-password header.
 * One transaction refuses a spin while the previous one runs, else writes the live spin to the
 * draw document (which every open page listens to) and appends it to the draw's history.
 */
export function spinHandler(drawId: DrawId): ApiHandler {
  return async (request) => {
    await enforceRateLimit('spin', request.ip, RATE_LIMIT_MULTIPLIER.value());
    if (!isDrawPassword(header(request, SPIN_KEY_HEADER), DRAW_PASSWORD.value())) {
      throw new HttpError(401, WRONG_PASSWORD_MESSAGE);
    }
    const drawRef = db().collection(DRAWS_COLLECTION).doc(drawId);
    const spin = await db().runTransaction(async (tx) => {
      const snapshot = await tx.get(drawRef);
      if (!snapshot.exists) throw notFound('Draw not found.');
      const draw = snapshot.data() as DrawDoc;
      const now = Date.now();
      if (draw.spin && now - draw.spin.startedAtMs < SPIN_RESULT_DELAY_MS) throw conflict(SPIN_RUNNING_MESSAGE);
      if (draw.names.length === 0) throw conflict('This draw has no participants.');
      const angle = randomSpinAngle();
      const index = winnerIndex(angle, draw.names.length);
      const spinRef = drawRef.collection(SPINS_COLLECTION).doc();
      const live: Spin = { id: spinRef.id, angle, startedAtMs: now, winner: draw.names[index]! };
      const record: SpinRecord = { angle, startedAtMs: now, winner: live.winner, winnerIndex: index };
      tx.update(drawRef, { spin: live });
      tx.create(spinRef, record);
      return live;
    });
    return { json: { success: true, angle: spin.angle, spinId: spin.id } };
  };
}
