/**
 * Where MUI may draw: the screens of signed-in people and the overlays (menus, the drawer, the
 * login dialog) that load when opened. Each wraps its content in `MuiScope`, so MUI's runtime
 * (Emotion, the theme, about 45 KB gzip) comes with the code that needs it, and a public page,
 * drawn with plain stylesheets, never downloads it.
 *
 * None of these is rendered by the server (signed-in screens are the browser's alone, overlays
 * open after hydration), so Emotion needs no server cache: one cache in the browser, created when
 * the first of them mounts, holds every MUI style.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';

let cache: EmotionCache | undefined;

export function MuiScope({ children }: { children: ReactNode }) {
  cache ??= createCache({ key: 'css' });
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
