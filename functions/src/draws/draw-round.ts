import type { DrawDoc, DrawRound } from '@edma/contract/draw';

/** A draw never edited in the console has no participants field: its wheel is everyone. */
export function participantsOf(draw: Pick<DrawDoc, 'names' | 'participants'>): string[] {
  return draw.participants ?? draw.names;
}

/**
 * The wheel's segments: the participants in their order, less this round's winners when the
 * committee excludes them. The winner formula indexes exactly this list, so the wheel every page
 * draws from the draw document and the server's winner always agree.
 */
export function wheelNames(participants: readonly string[], round: DrawRound): string[] {
  if (!round.excludeWinners) return [...participants];
  const won = new Set(round.winners);
  return participants.filter((name) => !won.has(name));
}

export const sameNames = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((name, i) => name === b[i]);

/**
 * What a committee change writes besides its own fields: the wheel, and, when the wheel's segments
 * change, no "last spin" any more. A finished spin's winner is worked out by each page from the
 * wheel it shows; over other segments it would name someone else.
 */
export function wheelChange(draw: Pick<DrawDoc, 'names' | 'spin'>, participants: readonly string[], round: DrawRound) {
  const names = wheelNames(participants, round);
  return sameNames(names, draw.names) ? { names } : { names, spin: null };
}
