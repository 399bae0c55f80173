import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';

interface ContentFormProps<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** The form's accessible name. */
  label: string;
  /** Called with the values once the form's schema accepts them. */
  onValid: SubmitHandler<TOutput>;
  children: ReactNode;
}

/** A console form: named, and checked by its schema (react-hook-form) rather than by the browser. */
export function ContentForm<TInput extends FieldValues, TOutput>({ form, label, onValid, children }: ContentFormProps<TInput, TOutput>) {
  return (
    <form className="content-form" aria-label={label} noValidate onSubmit={form.handleSubmit(onValid)}>
      {children}
    </form>
  );
}
