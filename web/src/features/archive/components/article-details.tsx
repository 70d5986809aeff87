import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Article } from '@journal/common/contracts/articles';
import { JOURNAL } from '@journal/common/constants';
import { issuePath } from '@journal/common/contracts/issues-routes';
import { volumePath } from '@journal/common/contracts/volumes-routes';
import { cx } from '../../../lib/ui/cx';
import { linkClass } from '../../../lib/ui/text-link';
import type from '../../../lib/ui/type.module.css';
import styles from './article-details.module.css';

/**
 * In UTC, the day citation_publication_date names; and the same text whether the page was
 * rendered on the server or in a reader's own time zone.
 */
const published = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Where and when the article appeared, and its identifiers when it has them. */
export function ArticleDetails({ article }: { article: Article }) {
  return (
    <dl className={cx(type.body2, styles.details)}>
      <Detail term="Issue">
        <Link className={linkClass()} to={issuePath(article.volume.slug, article.issue.slug)}>
          {article.issue.name}
        </Link>
      </Detail>
      <Detail term="Volume">
        <Link className={linkClass()} to={volumePath(article.volume.slug)}>
          {article.volume.name} ({article.volume.year})
        </Link>
      </Detail>
      <Detail term="Published">{published.format(new Date(article.createdAt))}</Detail>
      {article.doi && (
        <Detail term="DOI">
          <a className={linkClass()} href={`https://doi.org/${article.doi}`}>
            {article.doi}
          </a>
        </Detail>
      )}
      {article.issn && <Detail term="ISSN">{article.issn}</Detail>}
      <Detail term="Licence">
        <a className={linkClass()} href={JOURNAL.licenceUrl} rel="license">
          {JOURNAL.licence}
        </a>
      </Detail>
    </dl>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={cx(type.body2, styles.term)}>{term}</dt>
      <dd className={cx(type.body2, styles.value)}>{children}</dd>
    </>
  );
}
