import { z } from 'zod';
import { drawIdSchema } from './console-draws.ts';
import { beaconSchema, drawSealSchema } from './draw.ts';
import { endpoint } from './endpoint.ts';

/** The public record of one spin: what its proof page and `npm run verify-draw` recompute. */
export const DRAW_PROOF_PATHS = { spin: '/api/draws/spin-proof' } as const;

export const SPIN_NOT_FOUND_MESSAGE = 'There is no such spin in this draw.';
/** A spin from before draws were sealed has no proof to check. */
export const SPIN_WITHOUT_PROOF_MESSAGE = 'This spin was made before draws were sealed: it has no proof to check.';

export const spinProofRequestSchema = z.object({
  drawId: drawIdSchema,
  // Firestore's auto ids: 20 letters and digits.
  spinId: z.string().regex(/^[A-Za-z0-9]{1,40}$/, { message: 'Not a spin.' }),
});

export const spinProofResponseSchema = z.object({
  success: z.literal(true),
  drawId: drawIdSchema,
  spinId: z.string(),
  title: z.string(),
  startedAtMs: z.number(),
  /** The wheel's names in segment order, as the seal hashed them. */
  names: z.array(z.string()),
  seal: drawSealSchema,
  seedHex: z.string(),
  beacon: beaconSchema,
  winner: z.string(),
  angle: z.number(),
});
export type SpinProofRecord = z.infer<typeof spinProofResponseSchema>;

export const DRAW_PROOF_API = {
  spin: endpoint({ method: 'GET', path: DRAW_PROOF_PATHS.spin, request: spinProofRequestSchema, response: spinProofResponseSchema }),
};
