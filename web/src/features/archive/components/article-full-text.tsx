import type { FullTextHeading } from '@journal/common/contracts/full-text';
import { fullTextMessages } from '@journal/common/messages';
import { StaticRegion } from '../../../lib/static-region';
import { cx } from '../../../lib/ui/cx';
import type from '../../../lib/ui/type.module.css';
import { useFullText } from '../api/full-text';
import styles from './article-full-text.module.css';

/** The headings as nested lists: each h3 under the h2 before it, each h4 under its h3. */
function ContentsList({ headings, level = 2 }: { headings: FullTextHeading[]; level?: number }) {
  const items: { heading: FullTextHeading; children: FullTextHeading[] }[] = [];
  for (const heading of headings) {
    const last = items[items.length - 1];
    if (heading.level > level && last) last.children.push(heading);
    else items.push({ heading, children: [] });
  }
  return (
    <ol className={styles.contentsList}>
      {items.map(({ heading, children }) => (
        <li key={heading.id}>
          <a href={`#${heading.id}`}>{heading.title}</a>
          {children.length > 0 && <ContentsList headings={children} level={level + 1} />}
        </li>
      ))}
    </ol>
  );
}

/**
 * The article's full text under its abstract: a table of contents that folds away on a phone
 * (a `details` element: it opens and closes without any script), then the text as the server
 * converted and sanitized it (functions/src/fulltext). The HTML is the journal's own output of
 * an allowlist, never the editor's markup, so it is set as it is.
 *
 * On a page the server rendered, the text is a static region: the browser keeps the server's
 * nodes and never needs the text as data, which is why the page state leaves it out
 * (`fullTextQueryOptions`) and a long text is sent once, not twice.
 */
export function ArticleFullText({ slug }: { slug: string }) {
  return (
    <StaticRegion as="div" data={[slug]}>
      <FullTextSection slug={slug} />
    </StaticRegion>
  );
}

function FullTextSection({ slug }: { slug: string }) {
  const { data: text } = useFullText(slug);
  if (!text) return null;
  const contents = text.contents.filter((heading) => heading.level <= 3);
  return (
    <section aria-label="Full text" className={styles.fullText}>
      {contents.length > 1 && (
        <nav aria-labelledby="full-text-contents" className={styles.contents}>
          <details>
            <summary id="full-text-contents" className={cx(type.subtitle1, styles.summary)}>
              {fullTextMessages.contents}
            </summary>
            <ContentsList headings={contents} />
          </details>
        </nav>
      )}
      <div className={cx(type.body1, styles.body)} dangerouslySetInnerHTML={{ __html: text.html }} />
    </section>
  );
}
