import { describe, expect, it } from 'vitest';
import { historyCsv, historyFilename } from './history-csv.ts';

describe('draw history CSV', () => {
  it('lists the spins oldest first, with round, UK and UTC time and winner', () => {
    const csv = historyCsv('Chitty-A', [
      { id: 'b', startedAtMs: Date.UTC(2026, 6, 1, 18, 30), winner: '=cmd|calc', round: 2 },
      { id: 'a', startedAtMs: Date.UTC(2026, 0, 5, 19, 0, 5), winner: 'അനു', round: 1 },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '"Draw","Round","Date and time (UK)","Time (UTC, ISO 8601)","Winner","Spin id","Spin number","Participants hash (seal)","Seed hash (seal)","Beacon round (seal)","Seed (revealed)"',
      '"Chitty-A","1","05/01/2026, 19:00:05","2026-01-05T19:00:05.000Z","അനു","a","","","","",""',
      // Summer time: 18:30 UTC is 19:30 in the UK.
      '"Chitty-A","2","01/07/2026, 19:30:00","2026-07-01T18:30:00.000Z","\'=cmd|calc","b","","","","",""',
      '',
    ]);
  });

  it("carries each sealed spin's seal, revealed seed, beacon round and winner", () => {
    const proof = {
      participantsHash: 'a1'.repeat(32),
      seedHash: 'b2'.repeat(32),
      seedHex: 'c3'.repeat(32),
      beaconRound: 4242,
      spinNumber: 3,
    };
    const csv = historyCsv('Chitty-B', [{ id: 'p', startedAtMs: Date.UTC(2026, 0, 5, 19), winner: 'Biju', round: 1, proof }]);
    expect(csv.slice(1).split('\r\n')[1]).toBe(
      `"Chitty-B","1","05/01/2026, 19:00:00","2026-01-05T19:00:00.000Z","Biju","p","3","${proof.participantsHash}","${proof.seedHash}","4242","${proof.seedHex}"`,
    );
  });

  it('names the file after the draw and the day', () => {
    expect(historyFilename('chitti-A', Date.UTC(2026, 2, 9, 12))).toBe('chitti-A-history-2026-03-09.csv');
  });
});
