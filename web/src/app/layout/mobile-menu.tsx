import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { isCurrent, isNavGroup, NAV_ITEMS, PUBLISH_LINK, SITE_MENU_ID, type NavLink } from './nav-links';

const DRAWER_ID = 'mobile-menu';

/**
 * The menu button and slide-in drawer below the md breakpoint. The drawer is a modal: focus
 * stays inside it, Escape closes it, and following a link closes it.
 */
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
      <IconButton
        component="a"
        href={`#${SITE_MENU_ID}`}
        role="button"
        aria-label="Open menu"
        aria-controls={open ? DRAWER_ID : undefined}
        aria-expanded={open}
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          setOpen(true);
        }}
        sx={{ color: 'primary.main' }}
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        anchor="right"
        open={open}
        onClose={close}
        slotProps={{
          paper: {
            id: DRAWER_ID,
            role: 'dialog',
            'aria-modal': true,
            'aria-label': 'Site menu',
            sx: { width: '60%', maxWidth: 400 },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography component="p" variant="h6">
            Menu
          </Typography>
          <IconButton aria-label="Close menu" onClick={close} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="nav" aria-label="Main">
          <List dense disablePadding>
            {NAV_ITEMS.map((item) =>
              isNavGroup(item) ? (
                <DrawerGroup key={item.label} label={item.label}>
                  {item.links.map((link) => (
                    <DrawerLink
                      key={link.to}
                      link={link}
                      pathname={pathname}
                      exact
                      indent
                      onNavigate={close}
                    />
                  ))}
                </DrawerGroup>
              ) : (
                <DrawerLink key={item.label} link={item} pathname={pathname} onNavigate={close} />
              ),
            )}
          </List>
        </Box>
        <Box sx={{ p: 2 }}>
          <Button
            component={RouterLink}
            to={PUBLISH_LINK.to}
            variant="contained"
            color="secondary"
            fullWidth
            onClick={close}
          >
            {PUBLISH_LINK.label}
          </Button>
        </Box>
      </Drawer>
    </>
  );
}

function DrawerGroup({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <li>
      <ListSubheader id={labelId} component="div" disableSticky>
        {label}
      </ListSubheader>
      <List dense disablePadding aria-labelledby={labelId}>
        {children}
      </List>
    </li>
  );
}

interface DrawerLinkProps {
  link: NavLink;
  pathname: string;
  exact?: boolean;
  indent?: boolean;
  onNavigate: () => void;
}

function DrawerLink({ link, pathname, exact = false, indent = false, onNavigate }: DrawerLinkProps) {
  const current = exact ? pathname === link.to : isCurrent(link.to, pathname);
  return (
    <li>
      <ListItemButton
        component={RouterLink}
        to={link.to}
        selected={current}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ pl: indent ? 4 : 2 }}
      >
        <ListItemText primary={link.label} />
      </ListItemButton>
    </li>
  );
}
