import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '../../../lib/ui/cx';
import { linkClass } from '../../../lib/ui/text-link';
import type from '../../../lib/ui/type.module.css';
import styles from './archive-breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Absent for the page being shown. */
  to?: string;
}

/** "Archives › Volume › Issue › Article": the way back up the archive. */
export function ArchiveBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={cx(type.body1, styles.breadcrumbs)}>
      <ol className={styles.trail}>
        <li>
          <Link to="/" className={linkClass()}>
            Home
          </Link>
        </li>
        {crumbs.map((crumb) => (
          <Fragment key={crumb.label}>
            <li aria-hidden="true" className={styles.separator}>
              /
            </li>
            <li>
              {crumb.to ? (
                <Link to={crumb.to} className={linkClass()}>
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current="page" className={styles.current}>
                  {crumb.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
