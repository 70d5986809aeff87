/**
 * Volumes: the API and page routes and the query keys, apart from the schemas so that a page
 * that only links or fetches does not download zod (docs/plans/rendered-pages.md).
 */
import { apiRoute, pageRoute } from './routes';

export const volumeApi = {
  list: apiRoute('/volumes'),
  detail: apiRoute('/volumes/:slug'),
  adminList: apiRoute('/admin/volumes'),
  adminDetail: apiRoute('/admin/volumes/:id'),
} as const;

export const volumePages = {
  archives: pageRoute('/archives'),
  volume: pageRoute('/archives/:volumeSlug'),
} as const;

export const volumePath = (volumeSlug: string) => volumePages.volume.path({ volumeSlug });

export const volumeKeys = {
  all: ['volumes'] as const,
  list: () => [...volumeKeys.all, 'list'] as const,
  detail: (slug: string) => [...volumeKeys.all, 'detail', slug] as const,
  adminList: () => [...volumeKeys.all, 'admin', 'list'] as const,
};
