import { Link, useParams } from 'react-router-dom';
import { publicMessages } from '@journal/common/messages';
import type { Article } from '@journal/common/contracts/articles';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Container } from '../../../lib/ui/container';
import { cx } from '../../../lib/ui/cx';
import { ErrorState } from '../../../lib/ui/load-states';
import { linkClass } from '../../../lib/ui/text-link';
import type from '../../../lib/ui/type.module.css';
import { searchTermProblem, useSearchArticles } from '../api/search-articles';
import { SearchForm } from './search-form';
import { SearchResult, SearchResultSkeleton } from './search-result';
import styles from './search-page.module.css';

/** The results of /search/{term}, with a box to search again. */
export function SearchPage() {
  const term = (useParams().term ?? '').trim();
  const search = useSearchArticles(term);
  const problem = searchTermProblem(term);
  useDocumentTitle(term ? `Search: ${term}` : 'Search');

  return (
    <Container width="text" spacing="page">
      <h1 className={cx(type.h1, styles.title)}>Search results</h1>
      <div className={styles.form}>
        <SearchForm key={term} initialTerm={term} label="Search again" />
      </div>
      {problem !== null ? (
        <p className={type.body1}>{problem}</p>
      ) : search.isError ? (
        <ErrorState message={publicMessages.fetchArticlesFailed} onRetry={() => void search.refetch()} />
      ) : search.isPending ? (
        <ResultsSkeleton />
      ) : (
        <Results term={term} articles={search.data} />
      )}
    </Container>
  );
}

function Results({ term, articles }: { term: string; articles: Article[] }) {
  return (
    <>
      <p role="status" className={cx(type.body1, styles.count)}>
        {articles.length === 1 ? '1 article' : `${articles.length} articles`} found for “{term}”
      </p>
      {articles.length === 0 ? (
        <NoResults />
      ) : (
        <ol className={styles.results}>
          {articles.map((article) => (
            <li key={article._id}>
              <SearchResult article={article} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function NoResults() {
  return (
    <div className={styles.empty}>
      <p className={cx(type.body1, styles.emptyTitle)}>No articles match your search.</p>
      <p className={cx(type.body2, styles.emptyLead)}>Some suggestions:</p>
      <ul className={cx(type.body2, styles.suggestions)}>
        <li>Check the spelling of each word.</li>
        <li>
          Try fewer words, or a more general term (for example “concrete” rather than “high-strength concrete
          mix”).
        </li>
        <li>Search for an author’s surname or a keyword instead of a phrase.</li>
        <li>
          Browse every issue in the{' '}
          <Link to="/archives" className={linkClass()}>
            archives
          </Link>
          .
        </li>
      </ul>
    </div>
  );
}

function ResultsSkeleton() {
  return (
    <div className={styles.results} role="status" aria-label="Searching" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <SearchResultSkeleton key={i} />
      ))}
    </div>
  );
}
