import { DRAWS, type DrawDoc } from '@edma/contract/draw';
import { DRAW_PROOF_API, SPIN_NOT_FOUND_MESSAGE, SPIN_WITHOUT_PROOF_MESSAGE } from '@edma/contract/draw-spin-proof';
import { notFound } from '../../errors/domain-error.ts';
import type { EndpointHandler } from '../../http/route.ts';
import { admitToDraw } from '../../auth/members-only-draw.ts';
import { drawRef, spinDocSchema, SPINS_COLLECTION } from '../../store/draw-docs.ts';

/**
 * GET the public record of one spin: the names, seal, revealed seed and beacon that its proof page
 * and `npm run verify-draw` check. The record is the history's own (public in Firestore too); a
 * spin that does not exist, or one from before seals, is a 404.
 */
export const getSpinProof: EndpointHandler<typeof DRAW_PROOF_API.spin, 'public'> = async ({ drawId, spinId }, { request }) => {
  const draw = (await drawRef(drawId).get()).data() as DrawDoc | undefined;
  await admitToDraw(draw, request.headers.authorization);
  const snapshot = await drawRef(drawId).collection(SPINS_COLLECTION).doc(spinId).get();
  if (!snapshot.exists) throw notFound(SPIN_NOT_FOUND_MESSAGE);
  const record = spinDocSchema.parse(snapshot.data());
  const { names, seal, seedHex, beacon } = record;
  if (!names || !seal || !seedHex || !beacon) throw notFound(SPIN_WITHOUT_PROOF_MESSAGE);
  const title = draw?.title || DRAWS.find((d) => d.id === drawId)!.title;
  return {
    success: true,
    drawId,
    spinId,
    title,
    startedAtMs: record.startedAtMs,
    names,
    seal,
    seedHex,
    beacon,
    winner: record.winner,
    angle: record.angle,
  };
};
