/**
 * The public pages' icons, drawn here as plain SVG: MUI's icon components bring MUI's styling
 * runtime with them. Each is decorative (hidden from assistive technology); the control it sits
 * in carries the name. Sized 1.5rem unless the surrounding style says otherwise.
 */
import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './icons.module.css';

interface IconProps {
  className?: string;
}

function icon(name: string, shapes: ReactNode, { filled = false } = {}) {
  function Icon({ className }: IconProps) {
    return (
      <svg
        className={cx(styles.icon, className)}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {shapes}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}

export const ExpandMoreIcon = icon('ExpandMore', <path d="M6 9l6 6 6-6" />);
export const MenuIcon = icon('Menu', <path d="M4 6h16M4 12h16M4 18h16" />);
/** Shapes drawn once for both sets of icons: these and the MUI screens' (desk-icons.tsx). */
export const sharedShapes = {
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L20 20" />
    </>
  ),
  download: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
};

export const SearchIcon = icon('Search', sharedShapes.search);
export const DownloadIcon = icon('Download', sharedShapes.download);
export const RefreshIcon = icon('Refresh', <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 4.5v4h-4" />);
export const ArrowForwardIcon = icon('ArrowForward', <path d="M4 12h15M13 6l6 6-6 6" />);
export const PauseIcon = icon('Pause', <path d="M8.5 5v14M15.5 5v14" />);
export const PlayIcon = icon('Play', <path d="M8 5.5v13l10.5-6.5z" />, { filled: true });
export const CheckIcon = icon('Check', <path d="M5 12.5l4.5 4.5L19 7.5" />);
export const CopyIcon = icon(
  'Copy',
  <>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M15 5.5V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h.5" />
  </>,
);
export const ViewsIcon = icon(
  'Views',
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const FeedIcon = icon(
  'Feed',
  <>
    <path d="M5 11a8 8 0 0 1 8 8M5 4.5A14.5 14.5 0 0 1 19.5 19" />
    <circle cx="6" cy="18" r="1.5" fill="currentColor" stroke="none" />
  </>,
);
export const AccountIcon = icon(
  'Account',
  <>
    <circle cx="12" cy="12" r="9.5" />
    <circle cx="12" cy="10" r="3.25" />
    <path d="M6.3 18.2a6.8 6.8 0 0 1 11.4 0" />
  </>,
);
export const ErrorIcon = icon(
  'Error',
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </>,
);
export const InfoIcon = icon(
  'Info',
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 11v5.5M12 7.5v.01" />
  </>,
);
export const MailIcon = icon(
  'Mail',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5l8.5 6 8.5-6" />
  </>,
);
export const LocationIcon = icon(
  'Location',
  <>
    <path d="M12 21.5s-6.5-6.2-6.5-11.5a6.5 6.5 0 0 1 13 0c0 5.3-6.5 11.5-6.5 11.5z" />
    <circle cx="12" cy="10" r="2.5" />
  </>,
);
export const ClockIcon = icon(
  'Clock',
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 7v5l3.5 2" />
  </>,
);
export const WarningIcon = icon(
  'Warning',
  <>
    <path d="M10.3 4.3L2.6 17.8A2 2 0 0 0 4.3 20.8h15.4a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0z" />
    <path d="M12 9.5v4.5M12 17.2v.01" />
  </>,
);

/**
 * A mark of letters in a circle, as ORCID's iD and Creative Commons' cc are drawn. Decorative
 * like the icons (the link or the name beside it says what it is), and sized by the caller's
 * class alone.
 */
function letterMark(
  name: string,
  letters: string,
  circle: ReactNode,
  text: { y: string; size: string; fill: string },
) {
  function Mark({ className }: IconProps) {
    return (
      <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {circle}
        <text
          x="12"
          y={text.y}
          textAnchor="middle"
          fontSize={text.size}
          fontWeight="700"
          fill={text.fill}
          fontFamily="sans-serif"
        >
          {letters}
        </text>
      </svg>
    );
  }
  Mark.displayName = `${name}Mark`;
  return Mark;
}

/** ORCID's green iD mark. */
export const OrcidMark = letterMark('Orcid', 'iD', <circle cx="12" cy="12" r="12" fill="#A6CE39" />, {
  y: '16.2',
  size: '11',
  fill: '#fff',
});
/** Creative Commons' cc, in the text's colour. */
export const CreativeCommonsMark = letterMark(
  'CreativeCommons',
  'cc',
  <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="2" />,
  { y: '16', size: '10.5', fill: 'currentColor' },
);
