import type { ReactNode } from 'react';
import type from '../../../lib/ui/type.module.css';
import styles from './home-section.module.css';

interface HomeSectionProps {
  id: string;
  title: string;
  /** A link or button on the heading's line (e.g. "All articles"). */
  aside?: ReactNode;
  children: ReactNode;
}

export function HomeSection({ id, title, aside, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id}>
      <div className={styles.heading}>
        <h2 id={id} className={type.h2}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
