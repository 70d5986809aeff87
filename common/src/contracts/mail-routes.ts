/** The admin's view of the mail outbox: its API routes and query keys. */
import { apiRoute } from './routes';

export const mailApi = {
  /** Messages that failed at least once and are not delivered yet, or were given up, oldest first. */
  undelivered: apiRoute('/admin/mail'),
  retry: apiRoute('/admin/mail/:id/retry'),
} as const;

export const mailKeys = {
  all: ['mail'] as const,
  undelivered: () => [...mailKeys.all, 'undelivered'] as const,
};
