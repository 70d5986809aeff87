import type { ReactNode } from 'react';
import type { Article } from '@journal/common/contracts/articles';
import type { Reference } from '@journal/common/contracts/scholarly';
import { doiUrl } from '@journal/common/scholarly/identifiers';
import { StaticRegion } from '../../../lib/static-region';
import { cx } from '../../../lib/ui/cx';
import { linkClass } from '../../../lib/ui/text-link';
import type from '../../../lib/ui/type.module.css';
import styles from './article-references.module.css';

/** The reference's text with its DOI as a link: where the text writes it, else after the text. */
function referenceText({ text, doi }: Reference): ReactNode {
  if (!doi) return text;
  const url = doiUrl(doi);
  const link = (
    <a className={linkClass()} href={url}>
      {url}
    </a>
  );
  const at = text.toLowerCase().lastIndexOf(doi.toLowerCase());
  if (at < 0)
    return (
      <>
        {text} {link}
      </>
    );
  const start = text.slice(0, at).replace(/(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)$/i, '');
  return (
    <>
      {start}
      {link}
      {text.slice(at + doi.length)}
    </>
  );
}

/** The article's references as a numbered list, each DOI linked: read only (lib/static-region.tsx). */
export function ArticleReferences({ article }: { article: Article }) {
  if (article.references.length === 0) return null;
  return (
    <StaticRegion
      as="section"
      data={[article]}
      aria-labelledby="references-heading"
      className={styles.references}
    >
      <h2 id="references-heading" className={cx(type.h2, styles.heading)}>
        References
      </h2>
      <ol className={cx(type.body2, styles.list)}>
        {article.references.map((reference, i) => (
          <li key={i} className={styles.item}>
            {referenceText(reference)}
          </li>
        ))}
      </ol>
    </StaticRegion>
  );
}
