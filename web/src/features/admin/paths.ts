export const adminPaths = {
  login: '/admin/login',
  dashboard: '/admin/dashboard',
  /** The authors' way in: the submission guidelines page with its login modal. */
  authorLogin: '/guidelines/author-guidelines/submission',
} as const;
