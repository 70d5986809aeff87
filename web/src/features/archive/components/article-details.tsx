import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Article } from '@journal/common/contracts/articles';
import { doiUrl, normalizeDoi } from '@journal/common/scholarly/identifiers';
import { issuePath } from '@journal/common/contracts/issues-routes';
import { volumePath } from '@journal/common/contracts/volumes-routes';
import { formatDay } from '../../../lib/format';
import { StaticRegion } from '../../../lib/static-region';
import { cx } from '../../../lib/ui/cx';
import { CreativeCommonsMark } from '../../../lib/ui/icons';
import { linkClass } from '../../../lib/ui/text-link';
import type from '../../../lib/ui/type.module.css';
import styles from './article-details.module.css';

/** 'pp. 12–19', 'p. 12' or 'Article e104'; empty when the article has neither. */
function placeInIssue(article: Article): string {
  if (article.articleNumber) return `Article ${article.articleNumber}`;
  if (!article.firstPage) return '';
  return article.lastPage && article.lastPage !== article.firstPage
    ? `pp. ${article.firstPage}–${article.lastPage}`
    : `p. ${article.firstPage}`;
}

/**
 * Where and when the article appeared, its identifiers when it has them, its licence and funding:
 * read only, so the page keeps the server's markup of it (lib/static-region.tsx).
 */
export function ArticleDetails({ article }: { article: Article }) {
  // SPEC's placeholder ('To be Updated') is shown as it is, not as a link.
  const doi = normalizeDoi(article.doi);
  const pages = placeInIssue(article);
  return (
    <StaticRegion as="dl" data={[article]} className={cx(type.body2, styles.details)}>
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
      {pages && <Detail term="Pages">{pages}</Detail>}
      {/* The day citation_publication_date names, the same wherever the page is rendered. */}
      <Detail term="Published">{formatDay(article.publishedOn)}</Detail>
      {doi ? (
        <Detail term="DOI">
          <a className={linkClass()} href={doiUrl(doi)}>
            {doiUrl(doi)}
          </a>
        </Detail>
      ) : (
        article.doi && <Detail term="DOI">{article.doi}</Detail>
      )}
      {article.issn && <Detail term="ISSN">{article.issn}</Detail>}
      <Detail term="Licence">
        <a className={cx(linkClass(), styles.licence)} href={article.licence.url} rel="license">
          <LicenceBadge name={article.licence.name} />
          {article.licence.name}
        </a>
      </Detail>
      {article.funding.length > 0 && (
        <Detail term="Funding">
          <ul className={styles.funding}>
            {article.funding.map((f, i) => (
              <li key={i}>{f.award ? `${f.funder}, award ${f.award}` : f.funder}</li>
            ))}
          </ul>
        </Detail>
      )}
    </StaticRegion>
  );
}

/** A small Creative Commons mark before a CC licence's name (decorative: the name follows). */
function LicenceBadge({ name }: { name: string }) {
  if (!/^CC[ -]/i.test(name)) return null;
  return <CreativeCommonsMark className={styles.badge} />;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={cx(type.body2, styles.term)}>{term}</dt>
      <dd className={cx(type.body2, styles.value)}>{children}</dd>
    </>
  );
}
