import { createTheme } from '@mui/material/styles';
import { colors, fonts, radius } from './tokens';

/**
 * MUI's theme, for the screens and overlays drawn with MUI (./mui-scope.tsx): the journal's
 * values (./tokens.ts) in MUI's terms. The public pages' own stylesheets read the same values.
 */
const { serif, sans } = fonts;

export const theme = createTheme({
  palette: {
    primary: {
      main: colors.primary,
      light: colors.primaryLight,
      dark: colors.primaryDark,
      contrastText: colors.onPrimary,
    },
    secondary: {
      main: colors.secondary,
      light: colors.secondaryLight,
      dark: colors.secondaryDark,
      contrastText: colors.onSecondary,
    },
    success: { main: colors.success, contrastText: '#ffffff' },
    error: { main: colors.error, contrastText: '#ffffff' },
    warning: { main: colors.warning, light: colors.warningLight, contrastText: '#ffffff' },
    background: { default: colors.background, paper: colors.paper },
    text: { primary: colors.text, secondary: colors.textSecondary },
    divider: colors.divider,
  },
  typography: {
    fontFamily: sans,
    h1: { fontFamily: serif, fontWeight: 700, fontSize: '2.4rem', lineHeight: 1.2 },
    h2: { fontFamily: serif, fontWeight: 700, fontSize: '1.9rem', lineHeight: 1.25 },
    h3: { fontFamily: serif, fontWeight: 600, fontSize: '1.5rem', lineHeight: 1.3 },
    h4: { fontFamily: serif, fontWeight: 600, fontSize: '1.25rem', lineHeight: 1.35 },
    h5: { fontFamily: sans, fontWeight: 600, fontSize: '1.1rem' },
    h6: { fontFamily: sans, fontWeight: 600, fontSize: '1rem' },
    body1: { fontSize: '1.0625rem', lineHeight: 1.7 },
    body2: { fontSize: '0.95rem', lineHeight: 1.6 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: radius },
  components: {
    // Links in running text stay underlined: colour alone does not mark them (WCAG 1.4.1).
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiFormControl: { defaultProps: { fullWidth: true } },
  },
});

/** Long-form reading text (abstracts, content pages): serif, 18 px, about 70 characters a line. */
export const readingTextSx = {
  fontFamily: serif,
  fontSize: '1.125rem',
  lineHeight: 1.75,
  maxWidth: '70ch',
} as const;
