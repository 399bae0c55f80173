import { zodResolver } from '@hookform/resolvers/zod';
import { liveStreamInputSchema, pastVideoInputSchema, type LiveStreamInput, type PastVideoInput } from '@edma/contract/videos';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../calendar/form-field.tsx';

const VIDEO_HINT = 'A YouTube address (https://www.youtube.com/watch?v=... or https://youtu.be/...) or the video id.';

export type LiveStreamValues = z.output<typeof liveStreamInputSchema>;

interface LiveStreamFormProps {
  initial: LiveStreamInput;
  busy: boolean;
  onSave(values: LiveStreamValues): Promise<boolean>;
}

/** The live-stream banner: title, UK start date and time (the countdown's target) and video. */
export function LiveStreamForm({ initial, busy, onSave }: LiveStreamFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LiveStreamInput, unknown, LiveStreamValues>({ resolver: zodResolver(liveStreamInputSchema), defaultValues: initial });
  return (
    <form
      className="content-form"
      aria-label="Live-stream banner"
      noValidate
      onSubmit={handleSubmit(async (values) => void (await onSave(values)))}
    >
      <FormField
        label="Banner title"
        error={errors.title?.message}
        render={(props) => <input type="text" required maxLength={120} {...props} {...register('title')} />}
      />
      <div className="content-form__row">
        <FormField
          label="Start date"
          error={errors.date?.message}
          render={(props) => <input type="date" required {...props} {...register('date')} />}
        />
        <FormField
          label="Start time (UK)"
          hint="The page counts down to it, then shows Live Now."
          error={errors.time?.message}
          render={(props) => <input type="time" required {...props} {...register('time')} />}
        />
      </div>
      <FormField
        label="Video"
        hint={VIDEO_HINT}
        error={errors.video?.message}
        render={(props) => <input type="text" required {...props} {...register('video')} />}
      />
      <div className="console-card__actions">
        <button type="submit" className="button-primary" disabled={busy}>
          Save banner
        </button>
      </div>
    </form>
  );
}

export type PastVideoValues = z.output<typeof pastVideoInputSchema>;

const EMPTY: PastVideoInput = { event: '', title: '', video: '' };

interface PastVideoFormProps {
  /** The video being edited; a new one when left out. */
  initial?: PastVideoInput;
  label: string;
  submitLabel: string;
  busy: boolean;
  /** Resolves true when saved: a new-video form then empties itself. */
  onSave(values: PastVideoValues): Promise<boolean>;
  onCancel?(): void;
}

/** A past-event video: the event it shows (the heading above it on the page), its title and the video. */
export function PastVideoForm({ initial, label, submitLabel, busy, onSave, onCancel }: PastVideoFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<PastVideoInput, unknown, PastVideoValues>({ resolver: zodResolver(pastVideoInputSchema), defaultValues: initial ?? EMPTY });
  const editing = initial !== undefined;

  useEffect(() => {
    // An edit form opens in place of its Edit button: take the focus with it.
    if (editing) setFocus('event');
  }, [editing, setFocus]);

  return (
    <form
      className="content-form"
      aria-label={label}
      noValidate
      onSubmit={handleSubmit(async (values) => {
        if ((await onSave(values)) && !editing) reset(EMPTY);
      })}
    >
      <div className="content-form__row">
        <FormField
          label="Event"
          hint="For example Onam 2025."
          error={errors.event?.message}
          render={(props) => <input type="text" required maxLength={100} {...props} {...register('event')} />}
        />
        <FormField
          label="Video title"
          error={errors.title?.message}
          render={(props) => <input type="text" required maxLength={150} {...props} {...register('title')} />}
        />
      </div>
      <FormField
        label="Video"
        hint={VIDEO_HINT}
        error={errors.video?.message}
        render={(props) => <input type="text" required {...props} {...register('video')} />}
      />
      <div className="console-card__actions">
        <button type="submit" className="button-primary" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button-secondary" disabled={busy} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
