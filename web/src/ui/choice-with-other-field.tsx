import { useFormState, useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ChoiceWithOther, type ChoiceWithOtherProps } from './choice-with-other.tsx';

type Preset = Pick<ChoiceWithOtherProps, 'label' | 'options' | 'placeholder' | 'otherLabel' | 'otherPlaceholder'>;

export interface ChoiceWithOtherFieldProps<TValues extends FieldValues, TOutput extends FieldValues> extends Preset {
  form: Pick<UseFormReturn<TValues, unknown, TOutput>, 'control' | 'register' | 'getFieldState'>;
  /** The choice's field and its free-text field, in the form's values. */
  name: FieldPath<TValues>;
  otherName: FieldPath<TValues>;
  /** Put before each name to make the controls' ids (a form's useId(), or nothing). */
  idPrefix?: string;
  required?: boolean;
  /** The free-text field's autocomplete hint. */
  otherAutoComplete?: string;
}

/**
 * ChoiceWithOther bound to a react-hook-form form: registers both fields, shows the free text while
 * "Other" is chosen and each field's message from the form's schema.
 */
export function ChoiceWithOtherField<TValues extends FieldValues, TOutput extends FieldValues = TValues>({
  form,
  name,
  otherName,
  idPrefix = '',
  otherAutoComplete,
  ...preset
}: ChoiceWithOtherFieldProps<TValues, TOutput>) {
  const choice: unknown = useWatch({ control: form.control, name });
  const formState = useFormState({ control: form.control, name: [name, otherName] });
  return (
    <ChoiceWithOther
      {...preset}
      id={`${idPrefix}${name}`}
      choice={typeof choice === 'string' ? choice : ''}
      selectProps={form.register(name)}
      error={form.getFieldState(name, formState).error?.message}
      otherId={`${idPrefix}${otherName}`}
      otherProps={{ autoComplete: otherAutoComplete, ...form.register(otherName) }}
      otherError={form.getFieldState(otherName, formState).error?.message}
    />
  );
}
