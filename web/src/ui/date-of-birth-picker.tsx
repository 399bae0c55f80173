import { useState, type FocusEvent } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { format, parse } from 'date-fns';
import { isRealIsoDate } from '@edma/contract/dates';
import { dobSchema } from '@edma/contract/dob-schema';
import { errorId } from './field-aria.ts';
import { FieldError } from './field-error.tsx';
import { RequiredMark } from './field.tsx';
import './date-of-birth-picker.css';

export const DOB_FORMAT = 'yyyy-MM-dd';
export const DOB_INVALID_MESSAGE = 'Date input not valid.';
const FULL_LENGTH = DOB_FORMAT.length;

export interface DateOfBirthPickerProps {
  id: string;
  label: string;
  /**
   * 'yyyy-MM-dd', '' for no date, or (while what was typed is not a valid past date) the raw text:
   * keeping it lets the form's dobSchema refuse it instead of silently saving nothing.
   */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** A message from the surrounding form; shown instead of the picker's own. */
  error?: string;
  /** Marks the field as required (asterisk and aria-required) without the browser enforcing it. */
  required?: boolean;
  disabled?: boolean;
}

function toDate(value: string): Date | null {
  return isRealIsoDate(value) ? parse(value, DOB_FORMAT, new Date()) : null;
}

/** Date of birth input: type yyyy-MM-dd or pick from a calendar with a 100-year dropdown; no future dates. */
export function DateOfBirthPicker({
  id,
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  required = false,
  disabled = false,
}: DateOfBirthPickerProps) {
  // Half-typed dates are not flagged until the user leaves the field or has typed a full date.
  const [typing, setTyping] = useState(false);
  const invalid = !dobSchema.safeParse(value).success;
  const ownMessage = invalid && (!typing || value.trim().length >= FULL_LENGTH) ? DOB_INVALID_MESSAGE : undefined;
  const message = error ?? ownMessage;
  const messageId = errorId(id);

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    // Moving focus into the open calendar is not leaving the field.
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setTyping(false);
    onBlur?.();
  }

  return (
    <div className="form-field dob-picker" onBlur={handleBlur}>
      <label htmlFor={id} className="form-field__label">
        {label}
        {required && <RequiredMark />}
      </label>
      <DatePicker
        id={id}
        name={name}
        selected={toDate(value)}
        value={value}
        onChange={(date: Date | null) => onChange(date ? format(date, DOB_FORMAT) : '')}
        onChangeRaw={(event) => {
          // Typed text arrives here; calendar clicks also call this, with a non-input target.
          const target = event?.target;
          if (!(target instanceof HTMLInputElement) || event?.type !== 'change') return;
          setTyping(true);
          onChange(target.value.trim());
        }}
        dateFormat={DOB_FORMAT}
        strictParsing
        maxDate={new Date()}
        // With maxDate this bounds the year dropdown to exactly 100 years (spec), whatever year is selected.
        minDate={new Date(new Date().getFullYear() - 99, 0, 1)}
        showYearDropdown
        scrollableYearDropdown
        yearDropdownItemNumber={100}
        showMonthDropdown
        placeholderText="YYYY-MM-DD"
        autoComplete="bday"
        disabled={disabled}
        ariaRequired={required ? 'true' : undefined}
        ariaInvalid={message ? 'true' : undefined}
        ariaDescribedBy={message ? messageId : undefined}
        className="form-control"
      />
      <FieldError id={messageId} message={message} alert />
    </div>
  );
}
