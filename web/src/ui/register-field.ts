import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A kit field's props for a react-hook-form field: its id (`idPrefix` + name), the schema's message
 * and what `register` gives the control. Spread first; a prop after it (an id) wins.
 */
export function registerField<TValues extends FieldValues, TOutput extends FieldValues>(
  form: Pick<UseFormReturn<TValues, unknown, TOutput>, 'register' | 'getFieldState' | 'formState'>,
  name: FieldPath<TValues>,
  idPrefix = '',
) {
  return { id: `${idPrefix}${name}`, error: form.getFieldState(name, form.formState).error?.message, ...form.register(name) };
}
