import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { classNames } from './class-names.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** primary: the one main action; secondary: outlined; ghost: text-like. */
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
  /** Shows a spinner and blocks clicks; the label stays for screen readers. */
  loading?: boolean;
  /** Stretches to the width of its container. */
  block?: boolean;
  type?: 'button' | 'submit' | 'reset';
}

/** The button of every widget; `type="button"` unless said otherwise (never an accidental submit). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, block = false, type = 'button', disabled, className, children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={classNames(
        'rk-button',
        `rk-button--${variant}`,
        size === 'sm' && 'rk-button--sm',
        block && 'rk-button--block',
        loading && 'is-loading',
        className,
      )}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className="rk-button__spinner" aria-hidden="true" />}
      <span className="rk-button__label">{children}</span>
    </button>
  );
});
