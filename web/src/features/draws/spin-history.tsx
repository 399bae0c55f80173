import { ColumnHeads } from '../../ui/column-heads.tsx';
import { MomentTime } from '../../ui/moment-time.tsx';

export interface SpinHistoryRow {
  id: string;
  startedAtMs: number;
  winner: string;
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

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
          <ColumnHeads names={['Date and time', 'Winner']} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <MomentTime ms={row.startedAtMs} format={dateTime} />
                </td>
                <td>{row.winner}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
