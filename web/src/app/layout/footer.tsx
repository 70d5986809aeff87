import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { JOURNAL } from '@journal/common/constants';
import { apiUrl } from '../../lib/api-client';
import { StaticRegion } from '../../lib/static-region';
import { Container } from '../../lib/ui/container';
import { cx } from '../../lib/ui/cx';
import { FeedIcon } from '../../lib/ui/icons';
import type from '../../lib/ui/type.module.css';
import { GUIDELINE_LINKS, SITE_MENU_ID } from './nav-links';
import styles from './footer.module.css';

const READ_LINKS = [
  { label: 'Current issue', to: '/current-issue' },
  { label: 'Archives', to: '/archives' },
  { label: 'About the journal', to: '/about' },
  { label: 'Editorial board', to: '/editorial-board' },
];

const AUTHOR_LINKS = [
  { label: 'Submit a manuscript', to: '/guidelines/author-guidelines/submission' },
  { label: 'FAQs', to: '/faqs' },
  { label: 'Contact', to: '/contact' },
];

/** The same on every page and read only: the page keeps the server's markup of it (lib/static-region.tsx). */
export function Footer() {
  return (
    <StaticRegion as="footer" id={SITE_MENU_ID} className={styles.footer}>
      <Container>
        <div className={styles.columns}>
          <div className={styles.about}>
            <h2 className={cx(type.h6, styles.heading)}>{JOURNAL.title}</h2>
            <address className={cx(type.body2, styles.address)}>
              {JOURNAL.address.map((line) => (
                <div key={line}>{line}</div>
              ))}
              <div className={styles.email}>
                <a href={`mailto:${JOURNAL.contactEmail}`} className={styles.link}>
                  {JOURNAL.contactEmail}
                </a>
              </div>
            </address>
          </div>
          <FooterColumn title="Read">
            {READ_LINKS.map((link) => (
              <FooterLink key={link.to} {...link} />
            ))}
          </FooterColumn>
          <FooterColumn title="For authors">
            {AUTHOR_LINKS.map((link) => (
              <FooterLink key={link.to} {...link} />
            ))}
          </FooterColumn>
          <FooterColumn title="Guidelines">
            {GUIDELINE_LINKS.map((link) => (
              <FooterLink key={link.to} to={link.to} label={link.label} />
            ))}
          </FooterColumn>
        </div>
        <div className={styles.bottom}>
          <p className={type.body2}>
            © {JOURNAL.copyrightYear} {JOURNAL.title}. Articles are published under the{' '}
            <a href={JOURNAL.licenceUrl} rel="license" className={styles.link}>
              {JOURNAL.licence}
            </a>{' '}
            licence.
          </p>
          <a href={apiUrl('/feed.xml')} className={cx(type.body2, styles.link, styles.feed)}>
            <FeedIcon />
            New articles feed
          </a>
        </div>
      </Container>
    </StaticRegion>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className={cx(type.h6, styles.heading)}>{title}</h2>
      <ul className={cx(type.body2, styles.links)}>{children}</ul>
    </div>
  );
}

function FooterLink({ label, to }: { label: string; to: string }) {
  return (
    <li>
      <Link to={to} className={styles.link}>
        {label}
      </Link>
    </li>
  );
}
