import { associationToday, longDateText } from '@edma/contract/dates';
import { gapsText, ROTA_API, slotText, type MemberSlot } from '@edma/contract/rota';
import { useState } from 'react';
import { ApiError } from '../../api/api-client.ts';
import { FailureAlert } from '../../api/failure-alert.tsx';
import { useApiMutation, useApiQuery } from '../../api/use-api.ts';
import { Button } from '../../ui/button.tsx';
import './helpers-panel.css';

/**
 * "Helpers needed": the event's helper slots with their gaps (counts only: who helps is the events
 * team's to see), with Sign up and Withdraw for a member of an approved family. Nothing when the
 * event has no slots.
 */
export function HelpersPanel({ eventId, ownPanel = false }: { eventId: string; ownPanel?: boolean }) {
  const rota = useApiQuery(ROTA_API.event, { eventId });
  const signUp = useApiMutation(ROTA_API.signUp, { invalidates: [ROTA_API.event] });
  const withdraw = useApiMutation(ROTA_API.withdraw, { invalidates: [ROTA_API.event] });
  const [said, setSaid] = useState<string | null>(null);

  // On its own (an event without bookings) it says nothing until there are slots to show.
  if (rota.isPending) return ownPanel ? null : <p role="status">Loading the helpers&rsquo; rota...</p>;
  if (!rota.isSuccess) return <FailureAlert error={rota.error} />;
  const { slots, canSignUp, lastWithdrawDay } = rota.data;
  if (slots.length === 0) return null;
  const Heading = ownPanel ? 'h2' : 'h3';
  const mayWithdraw = associationToday() <= lastWithdrawDay;
  const busy = signUp.isPending || withdraw.isPending;

  async function change(action: typeof signUp | typeof withdraw, slot: MemberSlot) {
    setSaid(null);
    signUp.reset();
    withdraw.reset();
    const answer = await action.mutateAsync({ slotId: slot.slotId }).catch((error: unknown) => {
      // A second press while the first is on its way is not sent, and needs no word.
      if (!(error instanceof ApiError && error.kind === 'refused' && error.status === 0)) void rota.refetch();
      return null;
    });
    if (answer) setSaid(answer.message ?? null);
  }

  return (
    <section className={ownPanel ? 'panel helpers-panel helpers-panel--own' : 'helpers-panel'} aria-labelledby="helpers-title">
      <Heading id="helpers-title">Helpers needed</Heading>
      <p>
        {canSignUp
          ? `Sign up for a slot to help on the day. You can withdraw until ${longDateText(lastWithdrawDay)}.`
          : 'Members of approved families can sign up to help.'}
      </p>
      <ul className="helpers-panel__slots">
        {slots.map((slot) => (
          <li key={slot.slotId} className="helpers-panel__slot">
            <span className="helpers-panel__text">
              <strong>{slotText(slot)}</strong>
              <span>{gapsText(slot)}</span>
              {slot.mine && <span className="helpers-panel__mine">You are helping</span>}
            </span>
            {slot.mine
              ? mayWithdraw && (
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={`Withdraw from ${slotText(slot)}`}
                    onClick={() => void change(withdraw, slot)}
                  >
                    Withdraw
                  </Button>
                )
              : canSignUp &&
                slot.gaps > 0 && (
                  <Button disabled={busy} aria-label={`Sign up for ${slotText(slot)}`} onClick={() => void change(signUp, slot)}>
                    Sign up
                  </Button>
                )}
          </li>
        ))}
      </ul>
      <div role="status">{said && <p className="booking-status__notice">{said}</p>}</div>
      <FailureAlert error={signUp.error ?? withdraw.error} />
    </section>
  );
}
