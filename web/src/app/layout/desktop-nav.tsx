import { useId, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { cx } from '../../lib/ui/cx';
import { ExpandMoreIcon } from '../../lib/ui/icons';
import { lazyOverlay } from '../../lib/ui/lazy-overlay';
import { isCurrent, isNavGroup, NAV_ITEMS, type NavGroup } from './nav-links';
import styles from './desktop-nav.module.css';

const navMenu = lazyOverlay(() => import('./nav-menu'));

/** The menu bar shown from the md breakpoint up. */
export function DesktopNav() {
  const { pathname } = useLocation();
  return (
    <ul className={styles.items}>
      {NAV_ITEMS.map((item) => (
        <li key={item.label}>
          {isNavGroup(item) ? (
            <NavDropdown group={item} pathname={pathname} />
          ) : (
            <Link
              to={item.to}
              aria-current={isCurrent(item.to, pathname) ? 'page' : undefined}
              className={styles.item}
            >
              {item.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A button that opens a keyboard-usable menu (arrow keys, Escape, focus returns to it). */
function NavDropdown({ group, pathname }: { group: NavGroup; pathname: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  const inGroup = group.links.some((link) => isCurrent(link.to, pathname));

  return (
    <>
      {/* A link to the group's first page until the page's script runs, which lists the rest:
          without JavaScript the menu still leads somewhere. */}
      <a
        id={buttonId}
        href={group.links[0]?.to}
        role="button"
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : 'false'}
        onClick={(event: MouseEvent<HTMLElement>) => {
          event.preventDefault();
          setAnchor(event.currentTarget);
        }}
        {...navMenu.triggerProps}
        className={cx(styles.item, inGroup && styles.current)}
      >
        {group.label}
        <ExpandMoreIcon />
      </a>
      <navMenu.Overlay
        id={menuId}
        open={open}
        anchor={anchor}
        labelledBy={buttonId}
        links={group.links}
        pathname={pathname}
        onClose={() => setAnchor(null)}
      />
    </>
  );
}
