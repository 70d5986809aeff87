import Chip from '@mui/material/Chip';
import { CancelOutlinedIcon, CheckCircleOutlineIcon, HourglassEmptyIcon } from './desk-icons';

/** Approved green, Rejected red, anything else yellow; always with the word and an icon. */
export function StatusChip({ status }: { status: string | null | undefined }) {
  const label = status || 'Pending';
  if (label === 'Approved') {
    return <Chip size="small" color="success" icon={<CheckCircleOutlineIcon />} label={label} />;
  }
  if (label === 'Rejected') {
    return <Chip size="small" color="error" icon={<CancelOutlinedIcon />} label={label} />;
  }
  return (
    <Chip
      size="small"
      icon={<HourglassEmptyIcon />}
      label={label}
      sx={{ bgcolor: 'warning.light', color: 'warning.main', '& .MuiChip-icon': { color: 'warning.main' } }}
    />
  );
}
