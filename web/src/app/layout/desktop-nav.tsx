import { useId, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { lazyOverlay } from '../../lib/ui/lazy-overlay';
import { isCurrent, isNavGroup, NAV_ITEMS, type NavGroup } from './nav-links';

const navMenu = lazyOverlay(() => import('./nav-menu'));

const navButtonSx = {
  color: 'primary.contrastText',
  px: 1.5,
  py: 1.25,
  borderRadius: 0,
  fontSize: '0.95rem',
  whiteSpace: 'nowrap',
  borderBottom: '3px solid transparent',
  '&[aria-current="page"], &.nav-current': { borderBottomColor: 'secondary.light' },
  '&:hover': { bgcolor: 'primary.light' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.contrastText', outlineOffset: -4 },
} as const;

/** The menu bar shown from the md breakpoint up. */
export function DesktopNav() {
  const { pathname } = useLocation();
  return (
    <Stack component="ul" direction="row" sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap' }}>
      {NAV_ITEMS.map((item) => (
        <li key={item.label}>
          {isNavGroup(item) ? (
            <NavDropdown group={item} pathname={pathname} />
          ) : (
            <Button
              component={RouterLink}
              to={item.to}
              aria-current={isCurrent(item.to, pathname) ? 'page' : undefined}
              sx={navButtonSx}
            >
              {item.label}
            </Button>
          )}
        </li>
      ))}
    </Stack>
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
      <Button
        id={buttonId}
        component="a"
        href={group.links[0]?.to}
        role="button"
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : 'false'}
        endIcon={<ExpandMoreIcon aria-hidden />}
        onClick={(event: MouseEvent<HTMLElement>) => {
          event.preventDefault();
          setAnchor(event.currentTarget);
        }}
        {...navMenu.triggerProps}
        className={inGroup ? 'nav-current' : undefined}
        sx={navButtonSx}
      >
        {group.label}
      </Button>
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
