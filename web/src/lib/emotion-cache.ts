/**
 * Emotion's style cache, one per page render on the server and one in the browser, under the
 * same key: the browser's cache takes over the styles the server put in the page instead of
 * writing them again (docs/plans/rendered-pages.md P8).
 */
import createCache from '@emotion/cache';

export const createEmotionCache = () => createCache({ key: 'css' });
