import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { CloseIcon } from '../../lib/ui/desk-icons';
import { isCurrent, isNavGroup, NAV_ITEMS, PUBLISH_LINK, type NavLink } from './nav-links';
import { MuiScope } from '../../lib/ui/mui-scope';

export interface MobileDrawerProps {
  id: string;
  open: boolean;
  pathname: string;
  onClose(): void;
}

/**
 * The slide-in site menu below the md breakpoint. A modal: focus stays inside it, Escape closes
 * it, and following a link closes it.
 */
export default function MobileDrawer({ id, open, pathname, onClose: close }: MobileDrawerProps) {
  return (
    <MuiScope>
      <Drawer
        anchor="right"
        open={open}
        onClose={close}
        slotProps={{
          paper: {
            id,
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
    </MuiScope>
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
