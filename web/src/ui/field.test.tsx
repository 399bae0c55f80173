import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field.tsx';
import { FieldError } from './field-error.tsx';

describe('Field', () => {
  it('labels its control and marks a required field for sight and for screen readers', () => {
    render(
      <Field id="house" label="House No" required>
        {(aria) => <input {...aria} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'House No' });
    expect(input).toHaveAttribute('id', 'house');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    const mark = screen.getByText('*');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
  });

  it('points the control at its hint and its one error, and marks it invalid', () => {
    render(
      <Field id="email" label="Email" hint="We write only about the association." error="Enter a valid email.">
        {(aria) => <input type="email" {...aria} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'email-hint email-error');
    expect(input).toHaveAccessibleDescription('We write only about the association. Enter a valid email.');
    expect(screen.getAllByText('Enter a valid email.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces the error as an alert when asked (checks that run without a submit)', () => {
    render(
      <Field id="photo" label="Photo" error="Please choose an image file." alertError>
        {(aria) => <input type="file" {...aria} />}
      </Field>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an image file.');
    expect(screen.getByLabelText('Photo')).toHaveAccessibleDescription('Please choose an image file.');
  });
});

describe('FieldError', () => {
  it('renders nothing without a message', () => {
    const { container } = render(<FieldError id="x-error" />);
    expect(container).toBeEmptyDOMElement();
  });
});
