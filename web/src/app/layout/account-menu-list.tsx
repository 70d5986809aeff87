import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { MuiScope } from '../../lib/ui/mui-scope';

export interface AccountMenuListProps {
  id: string;
  open: boolean;
  anchor: HTMLElement | null;
  /** What the menu offers, in order: a label and what choosing it does. */
  choices: readonly { key: string; label: string; choose(): void }[];
  onClose(): void;
}

/** The account button's menu: the ways in for a visitor, the dashboard and logout once signed in. */
export default function AccountMenuList({ id, open, anchor, choices, onClose }: AccountMenuListProps) {
  return (
    <MuiScope>
      <Menu id={id} anchorEl={anchor} open={open} onClose={onClose}>
        {choices.map(({ key, label, choose }) => (
          <MenuItem key={key} onClick={choose}>
            {label}
          </MenuItem>
        ))}
      </Menu>
    </MuiScope>
  );
}
