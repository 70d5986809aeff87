import { Link as RouterLink } from 'react-router-dom';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { NavLink } from './nav-links';
import { MuiScope } from '../../lib/ui/mui-scope';

export interface NavMenuProps {
  id: string;
  open: boolean;
  anchor: HTMLElement | null;
  /** The id of the button that opens it, which names it. */
  labelledBy: string;
  links: readonly NavLink[];
  pathname: string;
  onClose(): void;
}

/** The pages of a menu-bar group, as a keyboard-usable menu (arrow keys, Escape, focus returns). */
export default function NavMenu({ id, open, anchor, labelledBy, links, pathname, onClose }: NavMenuProps) {
  return (
    <MuiScope>
      <Menu
        id={id}
        anchorEl={anchor}
        open={open}
        onClose={onClose}
        slotProps={{ list: { 'aria-labelledby': labelledBy } }}
      >
        {links.map((link) => (
          <MenuItem
            key={link.to}
            component={RouterLink}
            to={link.to}
            selected={pathname === link.to}
            aria-current={pathname === link.to ? 'page' : undefined}
            onClick={onClose}
          >
            {link.label}
          </MenuItem>
        ))}
      </Menu>
    </MuiScope>
  );
}
