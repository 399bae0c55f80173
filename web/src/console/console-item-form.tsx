import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@web/ui/button.tsx';
import { ContentForm } from './content-form.tsx';

/** What a section gives the add or edit form of one of its items (an event, an album, a video, a person). */
export interface ItemFormProps<TInput, TOutput> {
  /** The item being edited; a new one when left out. */
  initial?: TInput;
  /** Names the form for assistive technology, e.g. "Add an event". */
  label: string;
  submitLabel: string;
  busy: boolean;
  /** Resolves true when saved: a new-item form then empties itself. */
  onSave(values: TOutput): Promise<boolean>;
  onCancel?(): void;
}

interface ConsoleItemFormProps<TInput extends FieldValues, TOutput extends FieldValues> extends ItemFormProps<TInput, TOutput> {
  schema: z.ZodType<TOutput, TInput>;
  /** A new item's values (the form returns to them once it is saved). */
  empty: TInput;
  /** The field an edit form focuses when it opens. */
  first: FieldPath<TInput>;
  /** The fields; `prefix` goes before each field's name to make its id. */
  children(form: UseFormReturn<TInput, unknown, TOutput>, prefix: string): ReactNode;
}

/**
 * The one shape of the console's item forms: checked with the contract's schema, an edit form opens
 * in place of its Edit button and takes the focus, a new-item form empties itself once saved.
 */
export function ConsoleItemForm<TInput extends FieldValues, TOutput extends FieldValues>({
  schema,
  empty,
  first,
  initial,
  label,
  submitLabel,
  busy,
  onSave,
  onCancel,
  children,
}: ConsoleItemFormProps<TInput, TOutput>) {
  const id = useId();
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues: (initial ?? empty) as DefaultValues<TInput>,
  });
  const editing = initial !== undefined;
  const { setFocus, reset } = form;

  useEffect(() => {
    if (editing) setFocus(first);
  }, [editing, first, setFocus]);

  return (
    <ContentForm
      form={form}
      label={label}
      onValid={async (values) => {
        if ((await onSave(values)) && !editing) reset(empty);
      }}
    >
      {children(form, `${id}-`)}
      <div className="console-card__actions">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </ContentForm>
  );
}
