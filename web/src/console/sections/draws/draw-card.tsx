import { CONSOLE_DRAW_API, type ConsoleDraw } from '@edma/contract/console-draws';
import { useId, useState } from 'react';
import { Confirm } from '@web/ui/confirm.tsx';
import { useApiMutation } from '@web/api/use-api.ts';
import { SectionFeedback } from '../../section-feedback.tsx';
import { ukDateTime } from '@web/lib/uk-time.ts';
import { DrawAboutForm } from './draw-about-form.tsx';
import { DrawEditForm } from './draw-edit-form.tsx';
import { DrawHistory } from './draw-history.tsx';

/** One draw: its title and participants, its round (exclusion, a new round) and its history on demand. */
export function DrawCard({ draw }: { draw: ConsoleDraw }) {
  const id = useId();
  const [notice, setNotice] = useState('');
  const [showHistory, setShowHistory] = useState(false);
  const [confirmingRound, setConfirmingRound] = useState(false);
  const exclusion = useApiMutation(CONSOLE_DRAW_API.exclusion, { invalidates: [CONSOLE_DRAW_API.list] });
  const newRound = useApiMutation(CONSOLE_DRAW_API.newRound, { invalidates: [CONSOLE_DRAW_API.list] });
  const spinning = draw.spinRunningUntilMs !== null;
  const busy = exclusion.isPending || newRound.isPending;
  const error = exclusion.error ?? newRound.error;
  const { round } = draw;

  return (
    <li className="console-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{draw.title}</h3>
      <p className="console-card__meta">
        /{draw.id} · {draw.participants.length} participants · {draw.wheelNames.length} on the wheel
      </p>
      {spinning && <p className="console-draws__running">A spin is running: the draw can be changed once it has finished.</p>}
      <SectionFeedback notice={notice} error={error} />

      <DrawEditForm key={`${draw.title}\n${draw.participants.join('\n')}`} draw={draw} disabled={spinning} onSaved={setNotice} />

      <DrawAboutForm key={JSON.stringify(draw.about)} draw={draw} onSaved={setNotice} />

      <fieldset className="console-draws__round" disabled={spinning || busy}>
        <legend>
          Round {round.number}
          {round.startedAtMs > 0 && <span className="console-card__meta"> (since {ukDateTime.format(round.startedAtMs)})</span>}
        </legend>
        <p>{round.winners.length === 0 ? 'Nobody has won in this round yet.' : `Won in this round: ${round.winners.join(', ')}.`}</p>
        <div className="console-draws__check">
          <input
            id={`${id}-exclude`}
            type="checkbox"
            checked={round.excludeWinners}
            onChange={(event) =>
              exclusion.mutate(
                { drawId: draw.id, excludeWinners: event.target.checked },
                { onSuccess: (result) => setNotice(result.message ?? '') },
              )
            }
          />
          <label htmlFor={`${id}-exclude`}>Exclude previous winners of this round</label>
        </div>
        {confirmingRound ? (
          <Confirm
            label={`Start round ${round.number + 1} of ${draw.title}?`}
            question={`Start round ${round.number + 1} of ${draw.title}? Everyone goes back on the wheel.`}
            confirmLabel={`Start round ${round.number + 1}`}
            busy={newRound.isPending}
            onConfirm={() =>
              newRound.mutate(
                { drawId: draw.id },
                { onSuccess: (result) => setNotice(result.message ?? ''), onSettled: () => setConfirmingRound(false) },
              )
            }
            onCancel={() => setConfirmingRound(false)}
          />
        ) : (
          <button type="button" className="button-secondary" onClick={() => setConfirmingRound(true)}>
            Start a new round
          </button>
        )}
      </fieldset>

      <div className="console-card__actions">
        <button
          type="button"
          className="button-secondary"
          aria-expanded={showHistory}
          aria-controls={`${id}-history`}
          onClick={() => setShowHistory((shown) => !shown)}
        >
          {showHistory ? 'Hide history' : 'Show history'}
        </button>
      </div>
      <div id={`${id}-history`}>{showHistory && <DrawHistory draw={draw} />}</div>
    </li>
  );
}
