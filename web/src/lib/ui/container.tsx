import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { cx } from './cx';
import styles from './container.module.css';

interface ContainerLook {
  /** `wide`: at most 1200 px (lists, grids, an article); `text`: at most 900 px (reading pages). */
  width?: 'wide' | 'text';
  /**
   * Room above and below when the container is a page's main column: `page` 24 px (40 px from
   * 900 px up), `roomy` 32 px (48 px) for pages that open with a large title and a lead.
   */
  spacing?: 'none' | 'page' | 'roomy';
}

type ContainerProps<E extends ElementType> = { as?: E } & ContainerLook & ComponentPropsWithoutRef<E>;

/** The page's column, with the gutters of the breakpoint. */
export function Container<E extends ElementType = 'div'>({
  as,
  width = 'wide',
  spacing = 'none',
  className,
  ...props
}: ContainerProps<E>) {
  const Element: ElementType = as ?? 'div';
  return (
    <Element
      className={cx(
        styles.container,
        width === 'text' && styles.text,
        spacing !== 'none' && styles[spacing],
        className,
      )}
      {...props}
    />
  );
}
