import { Link } from 'react-router-dom';
import { ColumnHeads } from '../../ui/column-heads.tsx';
import { MomentTime } from '../../ui/moment-time.tsx';
import { ukDateTimeToSecond } from '../../lib/uk-time.ts';

export interface SpinHistoryRow {
  id: string;
  startedAtMs: number;
  winner: string;
  /** The spin's proof page; spins from before seals have none. */
  proofPath?: string;
}

/** The server's record of past spins, newest first. */
export function SpinHistory({ rows }: { rows: readonly SpinHistoryRow[] }) {
  return (
    <section className="draw-history" aria-labelledby="draw-history-title">
      <h2 id="draw-history-title" className="draw-history__title">
        Draw history
      </h2>
      {rows.length === 0 ? (
        <p className="draw-history__empty">No spins yet.</p>
      ) : (
        <table className="draw-history__table">
          <ColumnHeads names={['Date and time', 'Winner', 'Proof']} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <MomentTime ms={row.startedAtMs} format={ukDateTimeToSecond} />
                </td>
                <td>{row.winner}</td>
                <td>
                  {row.proofPath ? (
                    <Link to={row.proofPath} aria-label={`Check the spin won by ${row.winner}`}>
                      Check
                    </Link>
                  ) : (
                    'None'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
