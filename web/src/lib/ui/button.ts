import { cx } from './cx';
import styles from './button.module.css';

export interface ButtonLook {
  variant?: 'contained' | 'outlined' | 'text';
  color?: 'primary' | 'secondary' | 'inherit';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
}

/**
 * The class names of a button, for whatever element acts as one: a router link, a plain link
 * (a PDF, a feed) or a <button>. A public page draws its buttons with these rather than with
 * MUI, whose runtime it then never downloads.
 */
export function buttonClass(
  { variant = 'text', color = 'primary', size = 'medium', fullWidth = false }: ButtonLook = {},
  className?: string,
): string {
  return cx(
    styles.button,
    styles[variant],
    styles[color],
    size !== 'medium' && styles[size],
    fullWidth && styles.fullWidth,
    className,
  );
}
