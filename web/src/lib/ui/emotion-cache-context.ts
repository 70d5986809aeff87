/**
 * The page render's Emotion cache, handed by the server's renderer to whatever MUI part the page
 * has (./mui-scope.tsx). A plain context, so that a page without MUI never loads Emotion.
 */
import { createContext } from 'react';
import type { EmotionCache } from '@emotion/cache';

export const EmotionCacheContext = createContext<EmotionCache | null>(null);
