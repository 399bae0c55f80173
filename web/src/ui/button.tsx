import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

/** The one class of each button look; the looks are defined once, in app/global.css. */
export const buttonClass = (variant: ButtonVariant, extra?: string) => (extra ? `button-${variant} ${extra}` : `button-${variant}`);

/** A button in one of the site's looks; type="button" unless told otherwise, so it never submits by accident. */
export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...button
}: ComponentProps<'button'> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...button} />;
}
