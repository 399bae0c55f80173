import { winnerIndex } from '@edma/contract/draw';
import { describe, expect, it } from 'vitest';
import { firstRound } from '../store/draw-docs.ts';
import { participantsOf, wheelChange, wheelNames } from './draw-round.ts';

const PEOPLE = ['Anu', 'Ben', 'Cyril', 'Deepa', 'Eldho'];

describe('draw rounds', () => {
  it('puts everyone on the wheel unless the round excludes its winners', () => {
    const round = { ...firstRound(['Ben', 'Deepa']), excludeWinners: false };
    expect(wheelNames(PEOPLE, round)).toEqual(PEOPLE);
    expect(wheelNames(PEOPLE, { ...round, excludeWinners: true })).toEqual(['Anu', 'Cyril', 'Eldho']);
  });

  it('indexes the winner formula into the same list the wheel draws', () => {
    const names = wheelNames(PEOPLE, { ...firstRound(['Anu']), excludeWinners: true });
    for (let angle = 0; angle < 360; angle += 7.5) {
      const winner = names[winnerIndex(angle, names.length)];
      expect(winner).toBeDefined();
      expect(winner).not.toBe('Anu');
    }
  });

  it('reads the wheel as the participants of a draw never edited in the console', () => {
    expect(participantsOf({ names: PEOPLE })).toEqual(PEOPLE);
    expect(participantsOf({ names: ['Anu'], participants: PEOPLE })).toEqual(PEOPLE);
  });

  it('drops the finished spin only when the wheel changes', () => {
    const spin = { id: 's1', angle: 12, startedAtMs: 1, winner: 'Anu' };
    const round = firstRound(['Anu']);
    expect(wheelChange({ names: PEOPLE, spin }, PEOPLE, round)).toEqual({ names: PEOPLE });
    expect(wheelChange({ names: PEOPLE, spin }, PEOPLE, { ...round, excludeWinners: true })).toEqual({
      names: PEOPLE.slice(1),
      spin: null,
    });
    expect(wheelChange({ names: PEOPLE, spin }, [...PEOPLE].reverse(), round)).toEqual({ names: [...PEOPLE].reverse(), spin: null });
  });
});
