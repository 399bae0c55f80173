import { CONSOLE_DRAW_API, drawEditFormSchema, drawPasswordFormSchema, type ConsoleDraw } from '@edma/contract/console-draws';
import type { ResponseOf } from '@edma/contract/endpoint';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Confirm } from '@web/ui/confirm.tsx';
import { TextAreaField } from '@web/ui/text-area-field.tsx';
import { TextField } from '@web/ui/text-field.tsx';
import { useApiMutation, useApiQuery } from '@web/api/use-api.ts';
import { useAuditedCsv } from '../../use-audited-csv.ts';
import { historyCsv, historyFilename } from './history-csv.ts';
import './draws-section.css';
import { FailureAlert } from '@web/api/failure-alert.tsx';
import { SectionFeedback } from '../../section-feedback.tsx';
import { QueryStatus } from '../../query-status.tsx';
import { ColumnHeads } from '@web/ui/column-heads.tsx';
import { MomentTime } from '@web/ui/moment-time.tsx';
import { ukDateTime } from '@web/lib/uk-time.ts';

const LIST = CONSOLE_DRAW_API.list;

/** The three live draws: titles, participants, rounds, history, and the draw password. */
export function DrawsSection() {
  const draws = useApiQuery(LIST, {});
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

function DrawCard({ draw }: { draw: ConsoleDraw }) {
  const id = useId();
  const [notice, setNotice] = useState('');
  const [showHistory, setShowHistory] = useState(false);
  const [confirmingRound, setConfirmingRound] = useState(false);
  const exclusion = useApiMutation(CONSOLE_DRAW_API.exclusion, { invalidates: [LIST] });
  const newRound = useApiMutation(CONSOLE_DRAW_API.newRound, { invalidates: [LIST] });
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

type EditInput = z.input<typeof drawEditFormSchema>;
type EditOutput = z.output<typeof drawEditFormSchema>;

function DrawEditForm({ draw, disabled, onSaved }: { draw: ConsoleDraw; disabled: boolean; onSaved(message: string): void }) {
  const id = useId();
  const save = useApiMutation(CONSOLE_DRAW_API.update, { invalidates: [LIST] });
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<EditInput, unknown, EditOutput>({
    resolver: zodResolver(drawEditFormSchema),
    defaultValues: { title: draw.title, participants: draw.participants.join('\n') },
  });

  return (
    <form
      className="console-form"
      noValidate
      aria-label={`Edit ${draw.title}`}
      onSubmit={(event) =>
        void handleSubmit((values) =>
          save.mutate({ drawId: draw.id, ...values }, { onSuccess: (result) => onSaved(result.message ?? '') }),
        )(event)
      }
    >
      <TextField
        id={`${id}-title`}
        label="Title"
        autoComplete="off"
        disabled={disabled}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextAreaField
        id={`${id}-names`}
        label="Participants (one name per line)"
        rows={8}
        disabled={disabled}
        error={errors.participants?.message}
        {...register('participants')}
      />
      <FailureAlert error={save.error} />
      <div className="console-card__actions">
        <button type="submit" className="button-primary" disabled={disabled || save.isPending || !isDirty}>
          Save {draw.title}
        </button>
      </div>
    </form>
  );
}

function DrawHistory({ draw }: { draw: ConsoleDraw }) {
  const csv = useAuditedCsv();
  const history = useApiQuery(CONSOLE_DRAW_API.history, { drawId: draw.id });
  const spins = history.data?.spins;
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
              <ColumnHeads names={['Round', 'Date and time', 'Winner']} />
              <tbody>
                {spins.map((spin) => (
                  <tr key={spin.id}>
                    <td>{spin.round}</td>
                    <td>
                      <MomentTime ms={spin.startedAtMs} format={ukDateTime} />
                    </td>
                    <td>{spin.winner}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}

type PasswordInput = z.input<typeof drawPasswordFormSchema>;

/** The new password, typed twice. */
const NEW_PASSWORD_FIELDS = [
  { name: 'password', idSuffix: 'new', label: 'New draw password' },
  { name: 'confirm', idSuffix: 'confirm', label: 'The new password again' },
] as const;

function DrawPasswordCard({ password }: { password: ResponseOf<typeof LIST>['password'] }) {
  const id = useId();
  const [notice, setNotice] = useState('');
  const [confirmingReset, setConfirmingReset] = useState(false);
  const change = useApiMutation(CONSOLE_DRAW_API.password, { invalidates: [LIST] });
  const reset = useApiMutation(CONSOLE_DRAW_API.passwordReset, { invalidates: [LIST] });
  const {
    register,
    handleSubmit,
    reset: clearForm,
    formState: { errors },
  } = useForm<PasswordInput>({ resolver: zodResolver(drawPasswordFormSchema), defaultValues: { password: '', confirm: '' } });
  const error = change.error ?? reset.error;

  return (
    <div className="console-card console-draws__password" role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Draw password</h3>
      <p>
        {password.source === 'console'
          ? `Set in this console${password.changedBy ? ` by ${password.changedBy}` : ''}${password.changedAtMs ? ` on ${ukDateTime.format(password.changedAtMs)}` : ''}. It opens the spin of all three draws.`
          : 'The password given when the site was deployed opens the spin of all three draws.'}
      </p>
      <SectionFeedback notice={notice} error={error} />
      <form
        className="console-form"
        noValidate
        onSubmit={(event) =>
          void handleSubmit(({ password: next }) =>
            change.mutate(
              { password: next },
              {
                onSuccess: (result) => {
                  setNotice(result.message ?? '');
                  clearForm();
                },
              },
            ),
          )(event)
        }
      >
        {NEW_PASSWORD_FIELDS.map(({ name, idSuffix, label }) => (
          <TextField
            key={name}
            id={`${id}-${idSuffix}`}
            label={label}
            type="password"
            autoComplete="new-password"
            error={errors[name]?.message}
            {...register(name)}
          />
        ))}
        <div className="console-card__actions">
          <button type="submit" className="button-primary" disabled={change.isPending}>
            Change the draw password
          </button>
          {password.source === 'console' && !confirmingReset && (
            <button type="button" className="button-secondary" disabled={reset.isPending} onClick={() => setConfirmingReset(true)}>
              Use the deployment's password
            </button>
          )}
        </div>
      </form>
      {confirmingReset && (
        <Confirm
          label="Use the deployment's draw password again?"
          question="Use the deployment's draw password again? The password set here stops working."
          confirmLabel="Use the deployment's password"
          busy={reset.isPending}
          onConfirm={() =>
            reset.mutate({}, { onSuccess: (result) => setNotice(result.message ?? ''), onSettled: () => setConfirmingReset(false) })
          }
          onCancel={() => setConfirmingReset(false)}
        />
      )}
    </div>
  );
}
