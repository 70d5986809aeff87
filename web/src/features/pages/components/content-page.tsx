import type { ReactNode } from 'react';
import { Container } from '../../../lib/ui/container';
import { cx } from '../../../lib/ui/cx';
import type from '../../../lib/ui/type.module.css';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './content-page.module.css';

type ContentPageProps = {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
};

/**
 * Shared frame of every static page: one h1, an optional lead, then the body. Plain elements
 * with ./content-page.module.css, so these pages never download MUI.
 */
export function ContentPage({ title, lead, children }: ContentPageProps) {
  useDocumentTitle(title);
  return (
    <Container width="text" spacing="roomy">
      <h1 className={cx(type.h1, lead ? styles.titleWithLead : styles.title)}>{title}</h1>
      {lead && <p className={cx(type.body1, type.reading, type.muted, styles.lead)}>{lead}</p>}
      <div>{children}</div>
    </Container>
  );
}

type SectionProps = {
  title: string;
  id?: string;
  children: ReactNode;
};

/** An h2 section. `id` lets other pages and the FAQ link straight to it. */
export function Section({ title, id, children }: SectionProps) {
  return (
    <section id={id} className={styles.section}>
      <h2 className={cx(type.h2, styles.sectionTitle)}>{title}</h2>
      {children}
    </section>
  );
}

/** An h3 block; only ever placed inside a `Section`, so heading levels never skip. */
export function SubSection({ title, children }: Omit<SectionProps, 'id'>) {
  return (
    <div className={styles.subSection}>
      <h3 className={cx(type.h3, styles.subSectionTitle)}>{title}</h3>
      {children}
    </div>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <p className={cx(type.body1, type.reading, styles.paragraph)}>{children}</p>;
}

type BulletListProps = {
  items: ReactNode[];
  ordered?: boolean;
};

/** A semantic list (`ul` or `ol`) set in the same reading type as `Paragraph`. */
export function BulletList({ items, ordered = false }: BulletListProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={cx(type.reading, styles.list)}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </List>
  );
}
