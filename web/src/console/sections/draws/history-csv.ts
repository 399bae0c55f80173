import type { DrawHistoryEntry } from '@edma/contract/console-draws';
import { csvText, datedCsvName } from '../../csv-file.ts';
import { ukSheetDateTime } from '@web/lib/uk-time.ts';

/** The draw's history as CSV, oldest first. */
export function historyCsv(drawTitle: string, spins: readonly DrawHistoryEntry[]): string {
  const header = ['Draw', 'Round', 'Date and time (UK)', 'Time (UTC, ISO 8601)', 'Winner', 'Spin id'];
  const rows = [...spins]
    .sort((a, b) => a.startedAtMs - b.startedAtMs)
    .map((spin) => [
      drawTitle,
      spin.round,
      ukSheetDateTime.format(spin.startedAtMs),
      new Date(spin.startedAtMs).toISOString(),
      spin.winner,
      spin.id,
    ]);
  return csvText([header, ...rows]);
}

export function historyFilename(drawId: string, nowMs: number): string {
  return datedCsvName(`${drawId}-history`, nowMs);
}
