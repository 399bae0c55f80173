import type { DrawHistoryEntry } from '@edma/contract/console-draws';
import { csvText, datedCsvName } from '../../csv-file.ts';
import { ukSheetDateTime } from '@web/lib/uk-time.ts';

/** The draw's history as CSV, oldest first. */
export function historyCsv(drawTitle: string, spins: readonly DrawHistoryEntry[]): string {
  const header = [
    'Draw',
    'Round',
    'Date and time (UK)',
    'Time (UTC, ISO 8601)',
    'Winner',
    'Spin id',
    // The proof (docs/draw-proof.md): empty for spins from before seals.
    'Spin number',
    'Participants hash (seal)',
    'Seed hash (seal)',
    'Beacon round (seal)',
    'Seed (revealed)',
  ];
  const rows = [...spins]
    .sort((a, b) => a.startedAtMs - b.startedAtMs)
    .map((spin) => [
      drawTitle,
      spin.round,
      ukSheetDateTime.format(spin.startedAtMs),
      new Date(spin.startedAtMs).toISOString(),
      spin.winner,
      spin.id,
      spin.proof?.spinNumber ?? '',
      spin.proof?.participantsHash ?? '',
      spin.proof?.seedHash ?? '',
      spin.proof?.beaconRound ?? '',
      spin.proof?.seedHex ?? '',
    ]);
  return csvText([header, ...rows]);
}

export function historyFilename(drawId: string, nowMs: number): string {
  return datedCsvName(`${drawId}-history`, nowMs);
}
