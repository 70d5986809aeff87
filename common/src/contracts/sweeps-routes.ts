/** The storage sweeper's runs for the admin: the API route and query keys. */
import { apiRoute } from './routes';

export const sweepApi = {
  /** The most recent runs, newest first. */
  list: apiRoute('/admin/sweeps'),
} as const;

export const sweepKeys = {
  all: ['sweeps'] as const,
  list: () => [...sweepKeys.all, 'list'] as const,
};
