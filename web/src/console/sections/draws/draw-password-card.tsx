import { CONSOLE_DRAW_API, drawPasswordFormSchema } from '@edma/contract/console-draws';
import type { ResponseOf } from '@edma/contract/endpoint';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Confirm } from '@web/ui/confirm.tsx';
import { TextField } from '@web/ui/text-field.tsx';
import { useApiMutation } from '@web/api/use-api.ts';
import { SectionFeedback } from '../../section-feedback.tsx';
import { ukDateTime } from '@web/lib/uk-time.ts';

type PasswordInput = z.input<typeof drawPasswordFormSchema>;

/** The new password, typed twice. */
const NEW_PASSWORD_FIELDS = [
  { name: 'password', idSuffix: 'new', label: 'New draw password' },
  { name: 'confirm', idSuffix: 'confirm', label: 'The new password again' },
] as const;

/** The one password of all three draws: where it comes from, a change, and a return to the deployment's. */
export function DrawPasswordCard({ password }: { password: ResponseOf<typeof CONSOLE_DRAW_API.list>['password'] }) {
  const id = useId();
  const [notice, setNotice] = useState('');
  const [confirmingReset, setConfirmingReset] = useState(false);
  const change = useApiMutation(CONSOLE_DRAW_API.password, { invalidates: [CONSOLE_DRAW_API.list] });
  const reset = useApiMutation(CONSOLE_DRAW_API.passwordReset, { invalidates: [CONSOLE_DRAW_API.list] });
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
