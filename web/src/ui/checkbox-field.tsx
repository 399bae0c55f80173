import type { ComponentProps, ReactNode } from 'react';
import './forms.css';

export type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'className' | 'children'> & {
  id: string;
  label: ReactNode;
};

/** A checkbox with its label beside it; the rest of the props go to the <input>. */
export function CheckboxField({ id, label, ...input }: CheckboxFieldProps) {
  return (
    <div className="form-check">
      <input id={id} type="checkbox" {...input} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
