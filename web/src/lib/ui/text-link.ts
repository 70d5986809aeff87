import { cx } from './cx';
import styles from './text-link.module.css';

/**
 * The class names of a link: `tone` 'inherit' takes the surrounding colour; `underline` 'hover'
 * shows the underline only under the pointer (titles that are plainly links by their place).
 */
export function linkClass(
  {
    tone = 'primary',
    underline = 'always',
  }: { tone?: 'primary' | 'inherit'; underline?: 'always' | 'hover' } = {},
  className?: string,
): string {
  return cx(
    styles.link,
    tone === 'inherit' && styles.inherit,
    underline === 'hover' && styles.quiet,
    className,
  );
}
