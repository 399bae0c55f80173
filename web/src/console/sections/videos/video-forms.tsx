import { zodResolver } from '@hookform/resolvers/zod';
import { liveStreamInputSchema, pastVideoInputSchema, type LiveStreamInput, type PastVideoInput } from '@edma/contract/videos';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@web/ui/button.tsx';
import { Field } from '@web/ui/field.tsx';
import { registerField } from '@web/ui/register-field.ts';
import { TextField } from '@web/ui/text-field.tsx';
import { ConsoleItemForm, type ItemFormProps } from '../../console-item-form.tsx';
import { ContentForm } from '../../content-form.tsx';

const VIDEO_HINT = 'A YouTube address (https://www.youtube.com/watch?v=... or https://youtu.be/...) or the video id.';

type LiveStreamValues = z.output<typeof liveStreamInputSchema>;

interface LiveStreamFormProps {
  initial: LiveStreamInput;
  busy: boolean;
  onSave(values: LiveStreamValues): Promise<boolean>;
}

/** The live-stream banner: title, UK start date and time (the countdown's target) and video. */
export function LiveStreamForm({ initial, busy, onSave }: LiveStreamFormProps) {
  const prefix = `${useId()}-`;
  const form = useForm<LiveStreamInput, unknown, LiveStreamValues>({
    resolver: zodResolver(liveStreamInputSchema),
    defaultValues: initial,
  });
  const date = registerField(form, 'date', prefix);
  const time = registerField(form, 'time', prefix);
  return (
    <ContentForm form={form} label="Live-stream banner" onValid={async (values) => void (await onSave(values))}>
      <TextField label="Banner title" maxLength={120} {...registerField(form, 'title', prefix)} />
      <div className="content-form__row">
        <Field id={date.id} label="Start date" error={date.error}>
          {(aria) => <input type="date" className="form-control" {...form.register('date')} {...aria} />}
        </Field>
        <Field id={time.id} label="Start time (UK)" hint="The page counts down to it, then shows Live Now." error={time.error}>
          {(aria) => <input type="time" className="form-control" {...form.register('time')} {...aria} />}
        </Field>
      </div>
      <TextField label="Video" hint={VIDEO_HINT} {...registerField(form, 'video', prefix)} />
      <div className="console-card__actions">
        <Button type="submit" disabled={busy}>
          Save banner
        </Button>
      </div>
    </ContentForm>
  );
}

type PastVideoValues = z.output<typeof pastVideoInputSchema>;

const EMPTY: PastVideoInput = { event: '', title: '', video: '' };

/** A past-event video: the event it shows (the heading above it on the page), its title and the video. */
export function PastVideoForm(props: ItemFormProps<PastVideoInput, PastVideoValues>) {
  return (
    <ConsoleItemForm schema={pastVideoInputSchema} empty={EMPTY} first="event" {...props}>
      {(form, prefix) => (
        <>
          <div className="content-form__row">
            <TextField label="Event" hint="For example Onam 2025." maxLength={100} {...registerField(form, 'event', prefix)} />
            <TextField label="Video title" maxLength={150} {...registerField(form, 'title', prefix)} />
          </div>
          <TextField label="Video" hint={VIDEO_HINT} {...registerField(form, 'video', prefix)} />
        </>
      )}
    </ConsoleItemForm>
  );
}
