import { CONSOLE_DRAW_API } from '@edma/contract/console-draws';
import { useEffect } from 'react';
import { useApiQuery } from '@web/api/use-api.ts';
import './draws-section.css';
import { QueryStatus } from '../../query-status.tsx';
import { DrawCard } from './draw-card.tsx';
import { DrawPasswordCard } from './draw-password-card.tsx';

/** The three live draws: titles, participants, rounds, history, and the draw password. */
export function DrawsSection() {
  const draws = useApiQuery(CONSOLE_DRAW_API.list, {});
  const runningUntil = Math.min(...(draws.data?.draws.map((d) => d.spinRunningUntilMs ?? Infinity) ?? [Infinity]));
  const { refetch } = draws;

  useEffect(() => {
    if (!Number.isFinite(runningUntil)) return;
    // Changes open again when the spin ends: ask then, rather than leave the buttons off.
    const timer = setTimeout(() => void refetch(), Math.max(0, runningUntil - Date.now()) + 500);
    return () => clearTimeout(timer);
  }, [runningUntil, refetch]);

  return (
    <section className="console-section console-draws" aria-labelledby="draws-title">
      <h2 id="draws-title">Draws</h2>
      <QueryStatus query={draws} />
      {draws.data && (
        <>
          <ul className="console-list" aria-labelledby="draws-title">
            {draws.data.draws.map((draw) => (
              <DrawCard key={draw.id} draw={draw} />
            ))}
          </ul>
          <DrawPasswordCard password={draws.data.password} />
        </>
      )}
    </section>
  );
}
