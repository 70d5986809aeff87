/**
 * The SPA's public content pages (web/src/app/router.tsx), for the sitemap. Pages behind a
 * sign-in, search results and /current-issue (the newest issue under a second address) are
 * left out.
 */
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/editorial-board',
  '/faqs',
  '/contact',
  '/guidelines/writing-tips',
  '/guidelines/reviewer-guidelines',
  '/guidelines/author-guidelines',
  '/guidelines/author-guidelines/aims-scope',
  '/guidelines/author-guidelines/indexing-services',
  '/guidelines/author-guidelines/open-access-ethics',
  '/guidelines/author-guidelines/publication-charge',
  '/guidelines/author-guidelines/submission',
] as const;
