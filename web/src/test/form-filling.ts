import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Types each value into the field of the form with that label, in order (clearing it first with
 * `replace`), then presses the form's button of that name.
 */
export async function fillAndSubmit(
  user: UserEvent,
  form: HTMLElement,
  fields: Record<string, string>,
  button: string,
  { replace = false }: { replace?: boolean } = {},
) {
  const inForm = within(form);
  for (const [label, text] of Object.entries(fields)) {
    if (replace) await user.clear(inForm.getByLabelText(label));
    await user.type(inForm.getByLabelText(label), text);
  }
  await user.click(inForm.getByRole('button', { name: button }));
}

/** The texts of the headings of that level inside a list or region, in order. */
export const headingTexts = (container: HTMLElement, level = 3) =>
  within(container)
    .getAllByRole('heading', { level })
    .map((heading) => heading.textContent);

/** The texts of a select's options, in order. */
export const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Checks that the form marked its field of that label invalid, with that description. */
export async function expectInvalid(form: HTMLElement, label: string, description: string | ReturnType<typeof expect.stringContaining>) {
  const field = within(form).getByLabelText(label);
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(field).toHaveAccessibleDescription(description);
}
