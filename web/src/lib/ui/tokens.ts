/**
 * The journal's colours, faces and breakpoints, in one place for both ways the site is styled:
 * MUI's theme (./theme.ts, for the signed-in screens and overlays) and the plain stylesheets of
 * the public pages (./base.css declares the same values as custom properties; a test keeps the
 * two equal). A deep navy primary and one warm ochre accent; every text/background pair meets
 * WCAG AA (4.5:1) for body text.
 */
export const colors = {
  primary: '#12355b',
  primaryLight: '#2b5a8c',
  primaryDark: '#0a2240',
  onPrimary: '#ffffff',
  secondary: '#9a5b13',
  secondaryLight: '#c27a2c',
  secondaryDark: '#6e3f0a',
  onSecondary: '#ffffff',
  success: '#1b6e3a',
  error: '#b3261e',
  warning: '#8a5a00',
  warningLight: '#fff4d6',
  background: '#fbfaf7',
  paper: '#ffffff',
  text: '#1c1c1e',
  textSecondary: '#4a4a52',
  divider: '#e3e0d8',
} as const;

export const fonts = {
  serif: '"Source Serif 4", Georgia, "Times New Roman", serif',
  sans: 'Inter, "Helvetica Neue", Arial, sans-serif',
} as const;

/** Where the layout changes, in px (MUI's defaults: sm, md, lg). */
export const breakpoints = { sm: 600, md: 900, lg: 1200 } as const;

export const radius = 6;
