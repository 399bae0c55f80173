import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CheckboxField } from './checkbox-field.tsx';
import { EmailField, LinkField, TextField } from './text-field.tsx';
import { TextAreaField } from './text-area-field.tsx';
import { registerField } from './register-field.ts';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required.'),
  email: z.email('Enter a valid email.'),
  message: z.string().min(1, 'Message is required.'),
  agree: z.boolean(),
});
type Values = z.infer<typeof schema>;

function Form({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '', email: '', message: '', agree: false } });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <TextField label="Name" autoComplete="name" required {...registerField(form, 'name')} />
      <EmailField label="Email" {...registerField(form, 'email', 'contact-')} />
      <TextAreaField id="message" label="Message" rows={4} aria-required="true" error={errors.message?.message} {...register('message')} />
      <CheckboxField id="agree" label="Show my photo" {...register('agree')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('TextField, EmailField, TextAreaField and CheckboxField with react-hook-form (registerField)', () => {
  it('shows the schema messages on the right fields, then sends what was typed', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);

    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('id', 'contact-email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-required', 'true');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).not.toHaveBeenCalled();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required.');
    expect(email).toHaveAccessibleDescription('Enter a valid email.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Message is required.');

    await user.type(name, 'Anu');
    await user.type(email, 'anu@gmail.com');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(screen.getByRole('checkbox', { name: 'Show my photo' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Anu', email: 'anu@gmail.com', message: 'Hello', agree: true }, expect.anything());
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).not.toHaveAttribute('aria-describedby');
  });
});

describe('LinkField', () => {
  it('is a web address box with the address keyboard and no autofill, that callers may still label and hint', () => {
    render(<LinkField id="site" label="Facebook page" hint="Starting with https://." />);
    const link = screen.getByRole('textbox', { name: 'Facebook page' });
    expect(link).toHaveAttribute('type', 'url');
    expect(link).toHaveAttribute('inputmode', 'url');
    expect(link).toHaveAttribute('autocomplete', 'off');
    expect(link).toHaveAccessibleDescription('Starting with https://.');
  });
});
