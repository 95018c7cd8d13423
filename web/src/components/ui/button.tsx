import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost' | 'light' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-navy-800 text-white hover:bg-navy-700 shadow-sm',
  accent: 'bg-maple-600 text-white hover:bg-maple-700 shadow-sm',
  outline: 'border border-slate-300 bg-white text-navy-900 hover:bg-slate-50 hover:border-slate-400',
  ghost: 'text-navy-900 hover:bg-navy-50',
  light: 'bg-white text-navy-900 hover:bg-navy-50 shadow-sm',
  link: 'text-navy-700 underline-offset-4 hover:underline px-0',
};
const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
  /**
   * A square of an icon alone (44 px, a finger's target). Its own size: classes are joined, not merged, so a
   * `px-0` added to md's `px-5` loses to it in the stylesheet and squeezes the icon (issue 35).
   */
  icon: 'size-11 p-0',
};

/** Classes of a button, for <button> and for links styled as buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-500',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    variant === 'link' ? 'h-auto' : sizes[size],
    extra,
  );
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
