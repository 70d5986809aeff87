/**
 * Where MUI may draw: the screens of signed-in people, the public screens not yet drawn with
 * plain stylesheets, and the overlays (menus, the drawer) that load when opened. Each wraps its
 * content in `MuiScope`, so MUI's runtime (Emotion, the theme, about 45 KB gzip) comes with the
 * code that needs it, and a page drawn without it (home, an article) never downloads it.
 *
 * On the server the renderer hands over the render's own cache (./emotion-cache-context.ts) and
 * collects the page's styles from it; in the browser one cache, under the same key, takes over
 * the styles the server put in the page instead of writing them again (docs/plans/rendered-pages.md P8).
 */
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { useContext, type ReactNode } from 'react';
import { createEmotionCache } from '../emotion-cache';
import { EmotionCacheContext } from './emotion-cache-context';
import { theme } from './theme';

let browserCache: ReturnType<typeof createEmotionCache> | undefined;

export function MuiScope({ children }: { children: ReactNode }) {
  const cache = useContext(EmotionCacheContext) ?? (browserCache ??= createEmotionCache());
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
