import { CONSOLE_DRAW_API, drawEditFormSchema, type ConsoleDraw } from '@edma/contract/console-draws';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextAreaField } from '@web/ui/text-area-field.tsx';
import { TextField } from '@web/ui/text-field.tsx';
import { useApiMutation } from '@web/api/use-api.ts';
import { FailureAlert } from '@web/api/failure-alert.tsx';

type EditInput = z.input<typeof drawEditFormSchema>;
type EditOutput = z.output<typeof drawEditFormSchema>;

/** A draw's title and participants; shut while a spin runs. */
export function DrawEditForm({ draw, disabled, onSaved }: { draw: ConsoleDraw; disabled: boolean; onSaved(message: string): void }) {
  const id = useId();
  const save = useApiMutation(CONSOLE_DRAW_API.update, { invalidates: [CONSOLE_DRAW_API.list] });
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
