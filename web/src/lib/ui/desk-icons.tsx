/**
 * The icons of the screens built with MUI (the editor's desk, the author's dashboard, the
 * sign-in dialog, the phone menu), drawn in the same 2-pixel strokes as the public pages' icons
 * (icons.tsx) and wrapped as MUI's own SvgIcon, so that buttons, chips and icon buttons size and
 * colour them as they do MUI's. They replace @mui/icons-material: 43,000 files on every install
 * for a dozen icons. Decorative, like MUI's: the control each sits in carries the name.
 */
import { createSvgIcon } from '@mui/material/SvgIcon';
import type { ReactNode } from 'react';
import { sharedShapes } from './icons';

/** A drawing in strokes; a part may fill itself (fill="currentColor"). */
function deskIcon(name: string, shapes: ReactNode) {
  return createSvgIcon(
    <g fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      {shapes}
    </g>,
    name,
  );
}

const star = 'M12 3l2.41 6.28 6.72.35-5.23 4.24 1.74 6.5L12 16.7l-5.64 3.67 1.74-6.5-5.23-4.24 6.72-.35z';

export const AddIcon = deskIcon('Add', <path d="M12 5v14M5 12h14" />);
export const CloseIcon = deskIcon('Close', <path d="M6 6l12 12M18 6L6 18" />);
export const ArrowUpwardIcon = deskIcon('ArrowUpward', <path d="M12 19V5M6 11l6-6 6 6" />);
export const DownloadIcon = deskIcon('Download', sharedShapes.download);
export const SearchIcon = deskIcon('Search', sharedShapes.search);
export const LogoutIcon = deskIcon(
  'Logout',
  <path d="M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4M14 8l4 4-4 4M18 12H9" />,
);
export const DeleteOutlineIcon = deskIcon(
  'DeleteOutline',
  <path d="M4 7h16M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M10 11v6M14 11v6" />,
);
export const StarIcon = deskIcon('Star', <path d={star} fill="currentColor" />);
export const StarBorderIcon = deskIcon('StarBorder', <path d={star} />);
export const HourglassEmptyIcon = deskIcon(
  'HourglassEmpty',
  <path d="M6 3h12M6 21h12M7.5 3v2.5c0 2.5 4.5 4.5 4.5 6.5s-4.5 4-4.5 6.5V21M16.5 3v2.5c0 2.5-4.5 4.5-4.5 6.5s4.5 4 4.5 6.5V21" />,
);
export const CheckCircleOutlineIcon = deskIcon(
  'CheckCircleOutline',
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M8 12.5l2.8 2.8L16.5 9.5" />
  </>,
);
export const CancelOutlinedIcon = deskIcon(
  'CancelOutlined',
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </>,
);
export const ArticleOutlinedIcon = deskIcon(
  'ArticleOutlined',
  <>
    <rect x="4.5" y="3.5" width="15" height="17" rx="2" />
    <path d="M8 8.5h8M8 12h8M8 15.5h5" />
  </>,
);
