import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'whatsapp';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
  block?: boolean;
  /** Shows a spinner and blocks clicks (a form while its request runs). */
  busy?: boolean;
}

/** The class names of a button, for a link that looks like one (`<Link className={buttonClass('primary')}>`). */
export const buttonClass = (variant: ButtonVariant = 'primary', size: 'normal' | 'small' = 'normal', block = false): string =>
  ['btn', `btn--${variant}`, size === 'small' && 'btn--small', block && 'btn--block'].filter(Boolean).join(' ');

/** A `<button>` (type="button" unless told otherwise, so it never submits a form by accident). */
export function Button({
  variant = 'primary',
  size = 'normal',
  block = false,
  busy = false,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClass(variant, size, block), className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <Spinner size={16} />}
      {children}
    </button>
  );
}
