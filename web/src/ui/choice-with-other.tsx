import type { ComponentProps } from 'react';
import { SelectField } from './select-field.tsx';
import { OTHER } from './stored-choice.ts';
import { TextField } from './text-field.tsx';

type SelectProps = Omit<ComponentProps<'select'>, 'id' | 'required' | 'className' | 'children'>;
type InputProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'required' | 'className' | 'children'>;

export interface ChoiceWithOtherProps {
  id: string;
  label: string;
  options: readonly string[];
  /** The first, empty option ("Select Location", "All"). */
  placeholder: string;
  /** The current choice; the free-text field shows while it is "Other". */
  choice: string;
  /** Given to the <select>: `register('location')`, or `value` and `onChange`. */
  selectProps: SelectProps;
  error?: string;
  required?: boolean;
  otherId: string;
  otherLabel: string;
  otherPlaceholder: string;
  /** Given to the free-text <input>: `register('otherLocation')`, or `value` and `onChange`. */
  otherProps: InputProps;
  otherError?: string;
}

/**
 * A select whose "Other" option reveals a free-text field after it. Both are returned side by side
 * (a fragment), so each takes its own place in the form's grid.
 */
export function ChoiceWithOther(props: ChoiceWithOtherProps) {
  const { id, label, options, placeholder, choice, selectProps, error, required } = props;
  return (
    <>
      <SelectField id={id} label={label} options={options} placeholder={placeholder} error={error} required={required} {...selectProps} />
      {choice === OTHER && (
        <TextField
          id={props.otherId}
          label={props.otherLabel}
          placeholder={props.otherPlaceholder}
          error={props.otherError}
          {...props.otherProps}
        />
      )}
    </>
  );
}
