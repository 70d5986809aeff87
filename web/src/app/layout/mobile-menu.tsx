import { useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { MenuIcon } from '../../lib/ui/icons';
import { lazyOverlay } from '../../lib/ui/lazy-overlay';
import styles from './mobile-menu.module.css';
import { SITE_MENU_ID } from './nav-links';

const mobileDrawer = lazyOverlay(() => import('./mobile-drawer'));

const DRAWER_ID = 'mobile-menu';

/** The menu button below the md breakpoint, and the drawer it opens (mobile-drawer.tsx). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [shownFor, setShownFor] = useState(pathname);

  // Closes the drawer when the page changes by any means (a link, back, forward).
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  const close = () => setOpen(false);

  return (
    <>
      {/* A link to the footer's site menu until the page's script runs: without JavaScript it
          still leads to every page. */}
      <a
        className={styles.menuButton}
        href={`#${SITE_MENU_ID}`}
        role="button"
        aria-label="Open menu"
        aria-controls={open ? DRAWER_ID : undefined}
        aria-expanded={open}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          setOpen(true);
        }}
        {...mobileDrawer.triggerProps}
      >
        <MenuIcon />
      </a>
      <mobileDrawer.Overlay id={DRAWER_ID} open={open} pathname={pathname} onClose={close} />
    </>
  );
}
