/**
 * The journal's settings (journal.ts): the admin's API route and the query keys, apart from the
 * schema so that a screen that only fetches does not download zod.
 */
import { apiRoute } from './routes';

export const journalApi = {
  /** GET answers the settings (the defaults until first saved); PUT replaces them whole. */
  settings: apiRoute('/admin/journal'),
} as const;

export const journalKeys = {
  all: ['journal'] as const,
  // Under 'admin', as the dashboard's other admin reads: a 401 there ends the admin's session.
  settings: () => [...journalKeys.all, 'admin', 'settings'] as const,
};
