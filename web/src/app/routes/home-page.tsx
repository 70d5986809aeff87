import { useDocumentTitle } from '../../lib/use-document-title';
import { Container } from '../../lib/ui/container';
import { FeaturedArticle } from './home/featured-article';
import { Hero } from './home/hero';
import { IndexedBy } from './home/indexed-by';
import { RecentArticles } from './home/recent-articles';
import { Welcome } from './home/welcome';
import styles from './home-page.module.css';

export function HomePage() {
  useDocumentTitle(undefined);
  return (
    <>
      <Hero />
      <Container className={styles.page}>
        <div className={styles.sections}>
          <Welcome />
          <FeaturedArticle />
          <RecentArticles />
          <IndexedBy />
        </div>
      </Container>
    </>
  );
}
