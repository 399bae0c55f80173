import { DOOR_PASS_API, doorPassLink, type DoorPass } from '@edma/contract/door-pass';
import { longEventDate } from '@edma/contract/calendar-texts';
import { useId, useState } from 'react';
import { FailureAlert } from '@web/api/failure-alert.tsx';
import { useApiMutation, useApiQuery } from '@web/api/use-api.ts';
import { Button } from '@web/ui/button.tsx';
import { TextField } from '@web/ui/text-field.tsx';
import { useEndpointForm } from '@web/ui/use-endpoint-form.ts';
import { QueryStatus } from '../../query-status.tsx';

/**
 * Door passes of an event (the events role's): a link and a PIN for the volunteer at the door, who
 * then needs no Google account. The PIN shows once, when the pass is opened; a pass can be revoked.
 */
export function DoorPasses({ eventId }: { eventId: string }) {
  const id = useId();
  const passes = useApiQuery(DOOR_PASS_API.list, { eventId });
  const open = useApiMutation(DOOR_PASS_API.open, { invalidates: [DOOR_PASS_API.list] });
  const revoke = useApiMutation(DOOR_PASS_API.revoke, { invalidates: [DOOR_PASS_API.list] });
  const form = useEndpointForm(DOOR_PASS_API.open, { eventId, label: '' });
  const [opened, setOpened] = useState<{ pass: DoorPass; pin: string } | null>(null);
  const submit = form.handleSubmit(async (input) => {
    const answer = await open.mutateAsync(input).catch(() => null);
    if (!answer) return;
    setOpened({ pass: answer.pass, pin: answer.pin });
    form.reset({ eventId, label: '' });
  });
  return (
    <section className="door-passes" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Door passes</h3>
      <p>
        A link and a PIN open this event&rsquo;s door screen on a volunteer&rsquo;s phone, without their own sign-in, until the day after
        the event.
      </p>
      <form className="door-passes__open" onSubmit={submit} noValidate>
        <TextField
          id={`${id}-label`}
          label="Who is it for"
          hint="A name or a door, e.g. Front door."
          error={form.formState.errors.label?.message}
          {...form.register('label')}
        />
        <Button type="submit" disabled={open.isPending}>
          Open a door pass
        </Button>
      </form>
      <FailureAlert error={open.error} />
      <div role="status">
        {opened && (
          <p className="door-passes__new">
            Send <strong>{opened.pass.label}</strong> this link: <code>{`${location.origin}${doorPassLink(opened.pass.passId)}`}</code> and,
            apart, the PIN <strong className="door-passes__pin">{opened.pin}</strong>. The PIN is not shown again.
          </p>
        )}
      </div>
      <QueryStatus query={passes} />
      {passes.data && passes.data.passes.length > 0 && (
        <ul className="door-passes__list" aria-label="Door passes of this event">
          {passes.data.passes.map((pass) => (
            <li key={pass.passId}>
              <span>
                <strong>{pass.label}</strong>, {pass.revokedAtMs === null ? `until the end of ${longEventDate(pass.lastDay)}` : 'revoked'},
                opened by {pass.createdBy}
              </span>
              {pass.revokedAtMs === null && (
                <Button
                  variant="danger"
                  aria-label={`Revoke ${pass.label}`}
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate({ passId: pass.passId })}
                >
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <FailureAlert error={revoke.error} />
    </section>
  );
}
