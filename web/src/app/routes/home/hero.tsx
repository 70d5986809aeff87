import { JOURNAL } from '@journal/common/constants';
import { SearchForm } from '../../../features/search/components/search-form';
import { Container } from '../../../lib/ui/container';
import { cx } from '../../../lib/ui/cx';
import type from '../../../lib/ui/type.module.css';
import { HeroCarousel } from './hero-carousel';
import styles from './hero.module.css';

export function Hero() {
  return (
    <section aria-labelledby="journal-title" className={styles.hero}>
      <Container>
        <div className={styles.intro}>
          <h1 id="journal-title" className={cx(type.h1, styles.title)}>
            {JOURNAL.title}
          </h1>
          <p className={cx(type.body1, styles.tagline)}>{JOURNAL.tagline}</p>
          <SearchForm tone="onDark" label="Search the journal" />
        </div>
        <HeroCarousel />
      </Container>
    </section>
  );
}
