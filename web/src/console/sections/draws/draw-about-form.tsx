import { CONSOLE_DRAW_API, type ConsoleDraw } from '@edma/contract/console-draws';
import { DRAW_KIND_LABELS, DRAW_KINDS, type DrawKind } from '@edma/contract/draw';
import { useId, useState } from 'react';
import { useApiMutation } from '@web/api/use-api.ts';
import { FailureAlert } from '@web/api/failure-alert.tsx';

/**
 * Who sees a draw and what it is (UK lottery rules: a society lottery may not be offered beyond
 * the society, and its page names its registration and promoter). Shown on the draw's page.
 */
export function DrawAboutForm({ draw, onSaved }: { draw: ConsoleDraw; onSaved(message: string): void }) {
  const id = useId();
  const save = useApiMutation(CONSOLE_DRAW_API.about, { invalidates: [CONSOLE_DRAW_API.list] });
  const [membersOnly, setMembersOnly] = useState(draw.about?.membersOnly ?? false);
  const [kind, setKind] = useState<DrawKind | ''>(draw.about?.kind ?? '');
  const [registrationNumber, setRegistrationNumber] = useState(draw.about?.lottery?.registrationNumber ?? '');
  const [promoter, setPromoter] = useState(draw.about?.lottery?.promoter ?? '');

  return (
    <form
      className="console-form"
      noValidate
      aria-label={`What ${draw.title} is`}
      onSubmit={(event) => {
        event.preventDefault();
        if (kind === '') return;
        save.mutate(
          { drawId: draw.id, membersOnly, kind, registrationNumber, promoter },
          { onSuccess: (result) => onSaved(result.message ?? '') },
        );
      }}
    >
      <fieldset>
        <legend>What {draw.title} is</legend>
        {draw.about === null && <p className="console-card__meta">Not said yet: the go-live checklist asks for it.</p>}
        {DRAW_KINDS.map((value) => (
          <div className="console-draws__check" key={value}>
            <input id={`${id}-${value}`} type="radio" name={`${id}-kind`} checked={kind === value} onChange={() => setKind(value)} />
            <label htmlFor={`${id}-${value}`}>{DRAW_KIND_LABELS[value]}</label>
          </div>
        ))}
        {kind === 'society-lottery' && (
          <>
            <label htmlFor={`${id}-registration`}>Council registration number</label>
            <input
              id={`${id}-registration`}
              autoComplete="off"
              value={registrationNumber}
              onChange={(event) => setRegistrationNumber(event.target.value)}
            />
            <label htmlFor={`${id}-promoter`}>Promoter</label>
            <input id={`${id}-promoter`} autoComplete="name" value={promoter} onChange={(event) => setPromoter(event.target.value)} />
          </>
        )}
        <div className="console-draws__check">
          <input id={`${id}-members`} type="checkbox" checked={membersOnly} onChange={(event) => setMembersOnly(event.target.checked)} />
          <label htmlFor={`${id}-members`}>Members only: only signed-in members of approved families see the wheel</label>
        </div>
      </fieldset>
      <FailureAlert error={save.error} />
      <div className="console-card__actions">
        <button type="submit" className="button-primary" disabled={save.isPending || kind === ''}>
          Save what {draw.title} is
        </button>
      </div>
    </form>
  );
}
