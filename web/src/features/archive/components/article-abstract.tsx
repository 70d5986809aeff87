import type { Article } from '@journal/common/contracts/articles';
import { StaticRegion } from '../../../lib/static-region';
import { cx } from '../../../lib/ui/cx';
import type from '../../../lib/ui/type.module.css';
import styles from './article-abstract.module.css';

/** The abstract's paragraphs as plain text: React escapes them, nothing is parsed as HTML. */
function paragraphs(article: Article): { key: string; text: string }[] {
  if (article.abstractBlocks.length > 0) {
    return article.abstractBlocks.map((block) => ({
      key: block._key,
      text: block.children.map((span) => span.text).join(''),
    }));
  }
  return article.abstract
    .split(/\n\s*\n/)
    .filter((text) => text.trim() !== '')
    .map((text, index) => ({ key: String(index), text }));
}

/** The abstract and the keywords: read only, so the page keeps the server's markup of them (lib/static-region.tsx). */
export function ArticleAbstract({ article }: { article: Article }) {
  return (
    <>
      <StaticRegion
        as="section"
        data={[article]}
        aria-labelledby="abstract-heading"
        className={styles.section}
      >
        <h2 id="abstract-heading" className={cx(type.h2, styles.heading)}>
          Abstract
        </h2>
        {paragraphs(article).map((paragraph) => (
          <p key={paragraph.key} className={cx(type.body1, type.reading, styles.paragraph)}>
            {paragraph.text}
          </p>
        ))}
      </StaticRegion>
      {article.keywords.length > 0 && (
        <StaticRegion
          as="section"
          data={[article]}
          aria-labelledby="keywords-heading"
          className={styles.section}
        >
          <h2 id="keywords-heading" className={cx(type.h2, styles.heading)}>
            Keywords
          </h2>
          <ul className={styles.keywords}>
            {article.keywords.map((keyword, index) => (
              <li key={`${index}-${keyword}`}>
                <span className={styles.keyword}>{keyword}</span>
              </li>
            ))}
          </ul>
        </StaticRegion>
      )}
    </>
  );
}
