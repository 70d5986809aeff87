/**
 * Users and auth: the API and page routes and the query keys, apart from the schemas so that a page
 * that only links or fetches does not download zod (docs/plans/rendered-pages.md).
 */
import { apiRoute, pageRoute } from './routes';

export const userApi = {
  signup: apiRoute('/auth/signup'),
  login: apiRoute('/auth/login'),
  verification: apiRoute('/auth/verification'),
  /** GET answers the signed-in author's own profile; PUT changes its ORCID iD. */
  profile: apiRoute('/auth/profile'),
  adminList: apiRoute('/admin/users'),
  adminDetail: apiRoute('/admin/users/:id'),
} as const;

export const adminPages = {
  login: pageRoute('/admin/login'),
  dashboard: pageRoute('/admin/dashboard'),
} as const;

export const userKeys = {
  all: ['users'] as const,
  adminList: () => [...userKeys.all, 'admin', 'list'] as const,
  profile: (uid: string) => [...userKeys.all, 'profile', uid] as const,
};
