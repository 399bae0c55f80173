import { z } from 'zod';
import { endpoint } from './endpoint.ts';

// The draws themselves: in a module without zod, for the site's route table (the first load).
export * from './draw-list.ts';
import type { DrawId } from './draw-list.ts';

/** A spin's proof page: its seal, its revealed values and the browser's own check of them. */
export const spinProofPath = (drawId: DrawId, spinId: string) => `/${drawId}/spins/${encodeURIComponent(spinId)}`;

export const SPIN_BASE_ROTATION_DEG = 10800;
export const SPIN_ANIMATION_MS = 40_000;
/** A spin is "running" (no new spin, winner hidden) until this long after it started. */
export const SPIN_RESULT_DELAY_MS = 41_000;
export const WHEEL_RADIUS = 200;
/** The draw password travels in this request header, never in the URL. */
export const SPIN_KEY_HEADER = 'x-draw-password';
export const WRONG_PASSWORD_MESSAGE = 'Incorrect password! Please enter the correct password to spin.';
export const SPIN_RUNNING_MESSAGE = 'A spin is already running. Please wait for it to finish.';
/** A spin refused (409) because the draw has nobody to draw from: the committee adds them in its console. */
export const NO_PARTICIPANTS_MESSAGE = 'This draw has no participants yet: add them in the Committee console.';

/** Winning segment index for a wheel stopped at `angle` degrees with `count` equal segments. */
export function winnerIndex(angle: number, count: number): number {
  if (count <= 0) return -1;
  const segment = 360 / count;
  const a = ((angle % 360) + 360) % 360;
  return Math.floor(((360 - a + 90) % 360) / segment) % count;
}

/** Firestore `draws/{drawId}`: readable by everyone, written only by the spin function. */
export const spinSchema = z.object({
  id: z.string(),
  angle: z.number(),
  /** Milliseconds since epoch, server clock. */
  startedAtMs: z.number(),
  winner: z.string(),
});
export type Spin = z.infer<typeof spinSchema>;

/**
 * The round a draw is in: a chitty is won once per round. `winners` are this round's, in order;
 * with `excludeWinners` the wheel (`names`) holds only the participants who have not won yet.
 */
export const drawRoundSchema = z.object({
  number: z.number().int().min(1),
  /** Server clock; spins from this moment on belong to this round. */
  startedAtMs: z.number(),
  excludeWinners: z.boolean(),
  winners: z.array(z.string()),
});
export type DrawRound = z.infer<typeof drawRoundSchema>;

const hex = (bytes: number) => z.string().regex(new RegExp(`^[0-9a-f]{${bytes * 2}}$`), { message: `Expected ${bytes} bytes of hex.` });

/**
 * A spin's seal (docs/draw-proof.md), published before the spin: it fixes the wheel's names, the
 * secret seed's hash and the future beacon round the winner will depend on. The same shape as
 * draw-proof.ts's DrawSeal, which this module does not import (it brings the BLS library).
 */
export const drawSealSchema = z.object({
  version: z.literal(1),
  participantsHash: hex(32),
  seedHash: hex(32),
  chainHash: hex(32),
  beaconRound: z.number().int().min(1),
  count: z.number().int().min(1),
  spinNumber: z.number().int().min(1),
  sealedAtMs: z.number(),
});
export type DrawSealDoc = z.infer<typeof drawSealSchema>;

/** One round of the randomness beacon, as drand publishes it. */
export const beaconSchema = z.object({ round: z.number().int().min(1), randomness: hex(32), signature: hex(48) });

/** What a draw is, as its page says (UK gambling rules tell them apart). */
export const DRAW_KINDS = ['chitty', 'free-prize-draw', 'society-lottery'] as const;
export type DrawKind = (typeof DRAW_KINDS)[number];
export const DRAW_KIND_LABELS: Record<DrawKind, string> = {
  chitty: "A members' rotating savings round (chitty)",
  'free-prize-draw': 'A free prize draw',
  'society-lottery': 'A small society lottery',
};

/**
 * The committee's settings of a draw: who sees its wheel (everyone, or signed-in members of approved
 * families only) and what it is; a small society lottery names its council registration and promoter.
 */
export const drawAboutSchema = z.object({
  membersOnly: z.boolean(),
  kind: z.enum(DRAW_KINDS),
  lottery: z.object({ registrationNumber: z.string(), promoter: z.string() }).nullable(),
});
export type DrawAbout = z.infer<typeof drawAboutSchema>;

/** What the page says a draw is: its kind, and a lottery's registration and promoter. */
export function drawKindText(about: DrawAbout): string {
  const kind = DRAW_KIND_LABELS[about.kind];
  if (about.kind !== 'society-lottery' || !about.lottery) return `${kind}.`;
  return `${kind}, registered with the council as ${about.lottery.registrationNumber}; promoter: ${about.lottery.promoter}.`;
}

export const MEMBERS_ONLY_DRAW_MESSAGE = 'This draw is for members of EDMA: sign in as a member of an approved family to see it.';

export const drawDocSchema = z.object({
  title: z.string(),
  /** The wheel's segments, in order: what the winner formula indexes. */
  names: z.array(z.string()),
  spin: spinSchema.nullable(),
  /** Everyone in the draw (absent on draws the committee never edited: then `names`). */
  participants: z.array(z.string()).optional(),
  /** Absent until the first spin or committee change: round 1, nobody excluded. */
  round: drawRoundSchema.optional(),
  /** The seal of the next spin (absent on draws from before seals, until their next change or spin). */
  seal: drawSealSchema.optional(),
  /** Absent until the committee says what the draw is (the go-live checklist asks): public then. */
  about: drawAboutSchema.optional(),
});
export type DrawDoc = z.infer<typeof drawDocSchema>;

/** Firestore `draws/{drawId}/spins/{spinId}`: the append-only history. */
export const spinRecordSchema = z.object({
  angle: z.number(),
  startedAtMs: z.number(),
  winner: z.string(),
  winnerIndex: z.number(),
  /** The proof (absent on spins from before seals): the wheel's names in order, its seal, the revealed seed and the beacon. */
  names: z.array(z.string()).optional(),
  seal: drawSealSchema.optional(),
  seedHex: hex(32).optional(),
  beacon: beaconSchema.optional(),
});
export type SpinRecord = z.infer<typeof spinRecordSchema>;

export const spinResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  angle: z.number().optional(),
  spinId: z.string().optional(),
});
export type SpinResponse = z.infer<typeof spinResponseSchema>;

/** POST a draw's `spinPath` (no body; the password in SPIN_KEY_HEADER): starts a spin. */
export const spinEndpoint = (spinPath: string) =>
  endpoint({ method: 'POST', path: spinPath, request: z.object({}), response: spinResponseSchema });
