import { z } from 'zod';
import { resultSchema } from './api-result.ts';
import { DRAW_KINDS, DRAWS, drawAboutSchema, drawRoundSchema, type DrawId } from './draw.ts';
import { endpoint } from './endpoint.ts';
import { MAX_SHORT_TEXT } from './limits.ts';
import { multiLineText, singleLineText } from './plain-text.ts';

/** The committee console's draw routes (all need the committee claim). */
export const CONSOLE_DRAW_PATHS = {
  list: '/api/committee/draws',
  update: '/api/committee/draws/update',
  exclusion: '/api/committee/draws/exclusion',
  newRound: '/api/committee/draws/new-round',
  history: '/api/committee/draws/history',
  password: '/api/committee/draws/password',
  passwordReset: '/api/committee/draws/password/reset',
  about: '/api/committee/draws/about',
} as const;

/** More segments than this cannot be read on a 400 px wheel. */
export const MAX_DRAW_PARTICIPANTS = 100;
export const MAX_DRAW_TITLE = 60;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
/** The history the console lists and exports: far more than a monthly draw makes in decades. */
export const MAX_DRAW_HISTORY = 5000;

export const NAMES_WHILE_SPINNING_MESSAGE = 'A spin is running: change the draw once it has finished.';
export const EVERYONE_HAS_WON_MESSAGE = 'Everyone in this draw has won in this round: start a new round.';

const DRAW_IDS = DRAWS.map((draw) => draw.id) as [DrawId, ...DrawId[]];
export const drawIdSchema = z.enum(DRAW_IDS, { message: 'Not a draw.' });

export const drawTitleSchema = singleLineText()
  .trim()
  .min(1, { message: 'Give the draw a title.' })
  .max(MAX_DRAW_TITLE, { message: `The title may be at most ${MAX_DRAW_TITLE} characters.` });

const participantNameSchema = singleLineText()
  .trim()
  .min(1, { message: 'A participant name is empty.' })
  .max(MAX_SHORT_TEXT, { message: `Each name may be at most ${MAX_SHORT_TEXT} characters.` });

/**
 * Everyone in a draw. Names are unique (ignoring case): a round's winners are excluded by name, so
 * two people with one name must be told apart ("Anu T", "Anu K").
 */
export const participantsSchema = z
  .array(participantNameSchema)
  .min(1, { message: 'Add at least one participant.' })
  .max(MAX_DRAW_PARTICIPANTS, { message: `A draw holds at most ${MAX_DRAW_PARTICIPANTS} participants.` })
  .superRefine((names, ctx) => {
    const seen = new Set<string>();
    for (const name of names) {
      const key = name.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', message: `"${name}" is in the list twice: tell them apart (e.g. add an initial).` });
        return;
      }
      seen.add(key);
    }
  });

/** The console's textarea: one participant per line (a pasted manual line break too), blank lines ignored. */
export const participantLinesSchema = multiLineText()
  .transform((text) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  )
  .pipe(participantsSchema);

/** POST CONSOLE_DRAW_PATHS.update (JSON): the title and everyone in the draw. */
export const updateDrawSchema = z.object({ drawId: drawIdSchema, title: drawTitleSchema, participants: participantsSchema });
/** The console's edit form (the draw id comes from the card). */
export const drawEditFormSchema = z.object({ title: drawTitleSchema, participants: participantLinesSchema });

/** POST CONSOLE_DRAW_PATHS.exclusion (JSON): whether this round's winners leave the wheel. */
export const drawExclusionSchema = z.object({ drawId: drawIdSchema, excludeWinners: z.boolean() });
/** POST CONSOLE_DRAW_PATHS.newRound (JSON): everyone is back on the wheel. */
export const newDrawRoundSchema = z.object({ drawId: drawIdSchema });

const drawPasswordValue = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { message: `The password needs at least ${MIN_PASSWORD_LENGTH} characters.` })
  .max(MAX_PASSWORD_LENGTH, { message: `The password may be at most ${MAX_PASSWORD_LENGTH} characters.` })
  .refine((value) => value.trim() === value, { message: 'The password may not start or end with a space.' });
/** POST CONSOLE_DRAW_PATHS.password (JSON): the new password for every draw. */
export const drawPasswordChangeSchema = z.object({ password: drawPasswordValue });
/** The console's form: typed twice. */
export const drawPasswordFormSchema = z
  .object({ password: drawPasswordValue, confirm: z.string() })
  .refine((form) => form.password === form.confirm, { message: 'The two passwords differ.', path: ['confirm'] });

const lotteryText = singleLineText()
  .trim()
  .max(MAX_SHORT_TEXT, { message: `At most ${MAX_SHORT_TEXT} characters.` });

/**
 * POST CONSOLE_DRAW_PATHS.about (JSON): who sees the draw and what it is. A small society lottery
 * needs the council's registration number and the promoter's name (both shown on its page).
 */
export const drawAboutChangeSchema = z
  .object({
    drawId: drawIdSchema,
    membersOnly: z.boolean(),
    kind: z.enum(DRAW_KINDS, { message: 'Say what the draw is.' }),
    registrationNumber: lotteryText.default(''),
    promoter: lotteryText.default(''),
  })
  .superRefine((about, ctx) => {
    if (about.kind !== 'society-lottery') return;
    if (!about.registrationNumber)
      ctx.addIssue({ code: 'custom', path: ['registrationNumber'], message: "Give the council's registration number." });
    if (!about.promoter) ctx.addIssue({ code: 'custom', path: ['promoter'], message: "Give the promoter's name." });
  });

/** A draw as the console sees it. */
export const consoleDrawSchema = z.object({
  id: drawIdSchema,
  title: z.string(),
  participants: z.array(z.string()),
  /** The wheel's segments now (the participants, less this round's winners when they are excluded). */
  wheelNames: z.array(z.string()),
  round: drawRoundSchema,
  /** Server time the running spin ends, or null when none runs. */
  spinRunningUntilMs: z.number().nullable(),
  /** Who sees it and what it is; null until the committee has said (the go-live checklist asks). */
  about: drawAboutSchema.nullable(),
});
export type ConsoleDraw = z.infer<typeof consoleDrawSchema>;

export const drawPasswordStateSchema = z.object({
  /** `console`: set by the committee; `deployment`: the deployment's draw secret (functions param). */
  source: z.enum(['console', 'deployment']),
  changedAtMs: z.number().nullable(),
  changedBy: z.string().nullable(),
});

/** GET CONSOLE_DRAW_PATHS.list */
export const consoleDrawsResponseSchema = z.object({
  success: z.literal(true),
  draws: z.array(consoleDrawSchema),
  password: drawPasswordStateSchema,
});

export const drawHistoryEntrySchema = z.object({
  id: z.string(),
  startedAtMs: z.number(),
  winner: z.string(),
  round: z.number().int().min(1),
  /** The proof (absent on spins from before seals): the seal's hashes and beacon round, the revealed seed. */
  proof: z
    .object({ participantsHash: z.string(), seedHash: z.string(), seedHex: z.string(), beaconRound: z.number(), spinNumber: z.number() })
    .optional(),
});
export type DrawHistoryEntry = z.infer<typeof drawHistoryEntrySchema>;

/** Why a seal was published: a new round, a changed wheel, after a spin, or just before one (a draw from before seals). */
export const SEAL_REASONS = ['round-opened', 'wheel-changed', 'after-spin', 'before-spin'] as const;
export const SEAL_REASON_LABELS: Record<(typeof SEAL_REASONS)[number], string> = {
  'round-opened': 'A round opened',
  'wheel-changed': 'The wheel changed',
  'after-spin': 'After a spin',
  'before-spin': 'Just before a spin',
};

/** A seal the draw published, and the spin that used it (null: replaced unused, or still waiting). */
export const drawSealEntrySchema = z.object({
  seedHash: z.string(),
  participantsHash: z.string(),
  count: z.number(),
  beaconRound: z.number(),
  spinNumber: z.number(),
  sealedAtMs: z.number(),
  reason: z.enum(SEAL_REASONS),
  usedBy: z.string().nullable(),
});
export type DrawSealEntry = z.infer<typeof drawSealEntrySchema>;

/** GET CONSOLE_DRAW_PATHS.history?drawId=…: every spin of the draw, newest first, and every seal it published. */
export const drawHistoryResponseSchema = z.object({
  success: z.literal(true),
  drawId: drawIdSchema,
  spins: z.array(drawHistoryEntrySchema),
  seals: z.array(drawSealEntrySchema),
});

const noInput = z.object({});

/** The console's draw endpoints (all need the committee claim); every change answers the common result. */
export const CONSOLE_DRAW_API = {
  list: endpoint({ method: 'GET', path: CONSOLE_DRAW_PATHS.list, request: noInput, response: consoleDrawsResponseSchema }),
  update: endpoint({ method: 'POST', path: CONSOLE_DRAW_PATHS.update, request: updateDrawSchema, response: resultSchema }),
  exclusion: endpoint({ method: 'POST', path: CONSOLE_DRAW_PATHS.exclusion, request: drawExclusionSchema, response: resultSchema }),
  newRound: endpoint({ method: 'POST', path: CONSOLE_DRAW_PATHS.newRound, request: newDrawRoundSchema, response: resultSchema }),
  history: endpoint({
    method: 'GET',
    path: CONSOLE_DRAW_PATHS.history,
    request: z.object({ drawId: drawIdSchema }),
    response: drawHistoryResponseSchema,
  }),
  password: endpoint({ method: 'POST', path: CONSOLE_DRAW_PATHS.password, request: drawPasswordChangeSchema, response: resultSchema }),
  passwordReset: endpoint({ method: 'POST', path: CONSOLE_DRAW_PATHS.passwordReset, request: noInput, response: resultSchema }),
  about: endpoint({ method: 'POST', path: CONSOLE_DRAW_PATHS.about, request: drawAboutChangeSchema, response: resultSchema }),
};
