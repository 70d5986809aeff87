import type { Article } from '@journal/common/contracts/articles';
import type { Contributor } from '@journal/common/contracts/scholarly';
import { contributorName } from '@journal/common/scholarly/names';
import { orcidId } from '@journal/common/scholarly/identifiers';
import { StaticRegion } from '../../../lib/static-region';
import { cx } from '../../../lib/ui/cx';
import { OrcidMark } from '../../../lib/ui/icons';
import { linkClass } from '../../../lib/ui/text-link';
import type from '../../../lib/ui/type.module.css';
import styles from './article-contributors.module.css';

/** An affiliation as the list shows it: with its country, unless its name already ends with it. */
const labelOf = (a: Contributor['affiliations'][number]) =>
  a.country && !a.name.endsWith(a.country) ? `${a.name}, ${a.country}` : a.name;

/** Every distinct affiliation, numbered in order of first mention, as the marks beside the names refer to them. */
function affiliationList(contributors: Contributor[]): string[] {
  return [...new Set(contributors.flatMap((c) => c.affiliations.map(labelOf)))];
}

/**
 * The authors in order, each with superscript marks for their affiliations and, where they have
 * one, the ORCID iD as a link; then the affiliations and the corresponding author's address.
 * Read only: the page keeps the server's markup of it (lib/static-region.tsx).
 */
export function ArticleContributors({ article }: { article: Article }) {
  const affiliations = affiliationList(article.contributors);
  const corresponding = article.contributors.find((c) => c.corresponding && c.email);
  const marks = affiliations.length > 1;
  return (
    <StaticRegion as="div" data={[article]} className={styles.contributors}>
      <ul className={cx(type.body1, styles.names)} aria-label="Authors">
        {article.contributors.map((c, i) => {
          const name = contributorName(c);
          const numbers = c.affiliations.map((a) => affiliations.indexOf(labelOf(a)) + 1);
          return (
            <li key={`${i}-${name}`} className={styles.name}>
              {name}
              {marks && numbers.length > 0 && (
                <sup className={styles.mark}>
                  <span className={styles.hidden}>affiliations </span>
                  {numbers.join(',')}
                </sup>
              )}
              {c.orcid && (
                <a
                  className={styles.orcidLink}
                  href={c.orcid}
                  aria-label={`ORCID iD of ${name}: ${orcidId(c.orcid)}`}
                >
                  <OrcidMark className={styles.orcid} />
                </a>
              )}
              {c.corresponding && <span className={styles.hidden}> (corresponding author)</span>}
            </li>
          );
        })}
      </ul>
      {affiliations.length > 0 && (
        <ol className={cx(type.body2, type.muted, styles.affiliations)} aria-label="Affiliations">
          {affiliations.map((label, i) => (
            <li key={label} value={i + 1} className={marks ? undefined : styles.unnumbered}>
              {label}
            </li>
          ))}
        </ol>
      )}
      {corresponding && (
        <p className={cx(type.body2, styles.correspondence)}>
          Correspondence: {contributorName(corresponding)},{' '}
          <a className={linkClass()} href={`mailto:${corresponding.email}`}>
            {corresponding.email}
          </a>
        </p>
      )}
    </StaticRegion>
  );
}
