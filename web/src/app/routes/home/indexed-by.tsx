import { cx } from '../../../lib/ui/cx';
import type from '../../../lib/ui/type.module.css';
import { HomeSection } from './home-section';
import styles from './indexed-by.module.css';

export function IndexedBy() {
  return (
    <HomeSection id="indexed-heading" title="Indexed By">
      <div className={styles.layout}>
        <img
          src="/images/under-construction.svg"
          alt="Under construction: the list of indexing services is being prepared"
          width={480}
          height={320}
          loading="lazy"
          decoding="async"
          className={styles.image}
        />
        <p className={cx(type.body1, styles.text)}>
          The journal is preparing its applications to the major abstracting and indexing services. The
          services that list the journal will be named here as each one confirms.
        </p>
      </div>
    </HomeSection>
  );
}
