import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { cx } from './cx';
import styles from './container.module.css';

type ContainerProps<E extends ElementType> = { as?: E } & ComponentPropsWithoutRef<E>;

/** The page's column, at most 1200 px wide with the gutters of the breakpoint. */
export function Container<E extends ElementType = 'div'>({ as, className, ...props }: ContainerProps<E>) {
  const Element: ElementType = as ?? 'div';
  return <Element className={cx(styles.container, className)} {...props} />;
}
