import { createTheme } from '@mui/material/styles';

/**
 * The one place for colour, type and spacing. A deep navy primary and one warm ochre accent;
 * every text/background pair here meets WCAG AA (4.5:1) for body text.
 */
const serif = '"Source Serif 4", Georgia, "Times New Roman", serif';
const sans = 'Inter, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  palette: {
    primary: { main: '#12355b', light: '#2b5a8c', dark: '#0a2240', contrastText: '#ffffff' },
    secondary: { main: '#9a5b13', light: '#c27a2c', dark: '#6e3f0a', contrastText: '#ffffff' },
    success: { main: '#1b6e3a', contrastText: '#ffffff' },
    error: { main: '#b3261e', contrastText: '#ffffff' },
    warning: { main: '#8a5a00', light: '#fff4d6', contrastText: '#ffffff' },
    background: { default: '#fbfaf7', paper: '#ffffff' },
    text: { primary: '#1c1c1e', secondary: '#4a4a52' },
    divider: '#e3e0d8',
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
  shape: { borderRadius: 6 },
  components: {
    // Links in running text stay underlined: colour alone does not mark them (WCAG 1.4.1).
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiFormControl: { defaultProps: { fullWidth: true } },
    // Titles and names are typed by people: a long unbroken token (a URL, a DOI, a chemical
    // name, pasted markup) wraps where it must instead of widening a phone's page.
    MuiCssBaseline: { styleOverrides: { body: { overflowWrap: 'anywhere' } } },
  },
});

/** Long-form reading text (abstracts, content pages): serif, 18 px, about 70 characters a line. */
export const readingTextSx = {
  fontFamily: serif,
  fontSize: '1.125rem',
  lineHeight: 1.75,
  maxWidth: '70ch',
} as const;
