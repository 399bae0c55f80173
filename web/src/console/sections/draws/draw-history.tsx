import { CONSOLE_DRAW_API, SEAL_REASON_LABELS, type ConsoleDraw } from '@edma/contract/console-draws';
import { spinProofPath } from '@edma/contract/draw';
import { useApiQuery } from '@web/api/use-api.ts';
import { useAuditedCsv } from '../../use-audited-csv.ts';
import { historyCsv, historyFilename } from './history-csv.ts';
import { QueryStatus } from '../../query-status.tsx';
import { ColumnHeads } from '@web/ui/column-heads.tsx';
import { MomentTime } from '@web/ui/moment-time.tsx';
import { ukDateTime } from '@web/lib/uk-time.ts';

/** A draw's spins (round, time, winner, a link to each one's proof), with their CSV export. */
export function DrawHistory({ draw }: { draw: ConsoleDraw }) {
  const csv = useAuditedCsv();
  const history = useApiQuery(CONSOLE_DRAW_API.history, { drawId: draw.id });
  const spins = history.data?.spins;
  const seals = history.data?.seals;
  return (
    <div className="console-draws__history">
      <h4>History of {draw.title}</h4>
      <QueryStatus query={history} />
      {spins?.length === 0 && <p>No spins yet.</p>}
      {spins && spins.length > 0 && (
        <>
          <button
            type="button"
            className="button-secondary"
            disabled={csv.busy}
            onClick={() => csv.save('draw-history', historyFilename(draw.id, Date.now()), historyCsv(draw.title, spins))}
          >
            Export {draw.title} history (CSV)
          </button>
          {csv.problem && <p role="alert">{csv.problem}</p>}
          <div className="console-draws__table" role="region" aria-label={`History of ${draw.title}`} tabIndex={0}>
            <table>
              <ColumnHeads names={['Round', 'Date and time', 'Winner', 'Proof']} />
              <tbody>
                {spins.map((spin) => (
                  <tr key={spin.id}>
                    <td>{spin.round}</td>
                    <td>
                      <MomentTime ms={spin.startedAtMs} format={ukDateTime} />
                    </td>
                    <td>{spin.winner}</td>
                    <td>
                      {spin.proof ? (
                        <a href={spinProofPath(draw.id, spin.id)} aria-label={`Proof of the spin won by ${spin.winner}`}>
                          Proof
                        </a>
                      ) : (
                        'None'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {seals && seals.length > 0 && (
        <div className="console-draws__table" role="region" aria-label={`Seals of ${draw.title}`} tabIndex={0}>
          <table>
            <caption>Seals published (each fixes the next spin before it; a changed wheel gets a new one)</caption>
            <ColumnHeads names={['Published', 'Why', 'Spin', 'Beacon round', 'Seed hash', 'Used by']} />
            <tbody>
              {seals.map((seal) => (
                <tr key={seal.seedHash}>
                  <td>
                    <MomentTime ms={seal.sealedAtMs} format={ukDateTime} />
                  </td>
                  <td>{SEAL_REASON_LABELS[seal.reason]}</td>
                  <td>{seal.spinNumber}</td>
                  <td>{seal.beaconRound}</td>
                  <td className="console-draws__hash">{seal.seedHash.slice(0, 16)}…</td>
                  <td>{seal.usedBy ? 'a spin' : 'not used'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
