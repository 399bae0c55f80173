import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateOfBirthPicker } from './date-of-birth-picker.tsx';

export interface DateOfBirthFieldProps<TValues extends FieldValues, TOutput extends FieldValues> {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  id: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
}

/** The date-of-birth picker as a react-hook-form field: its value, blur and the schema's message. */
export function DateOfBirthField<TValues extends FieldValues, TOutput extends FieldValues = TValues>({
  control,
  name,
  id,
  label,
  required,
  disabled,
}: DateOfBirthFieldProps<TValues, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateOfBirthPicker
          id={id}
          label={label}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          required={required}
          disabled={disabled}
        />
      )}
    />
  );
}
