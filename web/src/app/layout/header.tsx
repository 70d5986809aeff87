import { Link } from 'react-router-dom';
import { JOURNAL } from '@journal/common/constants';
import { buttonClass } from '../../lib/ui/button';
import { Container } from '../../lib/ui/container';
import { AccountMenu } from './account-menu';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import { PUBLISH_LINK } from './nav-links';
import styles from './header.module.css';

/**
 * Two rows: the journal's name with the account and publish actions, then (from md up) the
 * menu bar. Below md the menu moves into the slide-in drawer.
 */
export function Header() {
  return (
    <header className={styles.header}>
      <Container className={styles.bar}>
        <Link to="/" aria-label={`${JOURNAL.title}, home page`} className={styles.home}>
          <img src="/favicon.svg" alt="" width={40} height={40} className={styles.logo} />
          <span className={styles.name}>
            <span className={styles.shortName}>{JOURNAL.shortTitle}</span>
            <span className={styles.fullName}>{JOURNAL.title}</span>
          </span>
        </Link>
        <Link
          to={PUBLISH_LINK.to}
          className={buttonClass({ variant: 'contained', color: 'secondary' }, styles.publish)}
        >
          {PUBLISH_LINK.label}
        </Link>
        <AccountMenu />
        <div className={styles.mobileMenu}>
          <MobileMenu />
        </div>
      </Container>
      <nav aria-label="Main" className={styles.mainNav}>
        <Container>
          <DesktopNav />
        </Container>
      </nav>
    </header>
  );
}
