/**
 * The journal's public content pages and its guidelines section, for the site menu, the route
 * table and the sitemap. Pages behind a sign-in, search results and /current-issue (the newest
 * issue under a second address) are not content pages.
 */
import { pageRoute } from './routes';

export const GUIDELINES_PATH = '/guidelines';
export const AUTHOR_GUIDELINES_PATH = `${GUIDELINES_PATH}/author-guidelines`;

export const contentPages = {
  home: pageRoute('/'),
  about: pageRoute('/about'),
  editorialBoard: pageRoute('/editorial-board'),
  faqs: pageRoute('/faqs'),
  contact: pageRoute('/contact'),
  writingTips: pageRoute(`${GUIDELINES_PATH}/writing-tips`),
  reviewerGuidelines: pageRoute(`${GUIDELINES_PATH}/reviewer-guidelines`),
  authorGuidelines: pageRoute(AUTHOR_GUIDELINES_PATH),
  aimsScope: pageRoute(`${AUTHOR_GUIDELINES_PATH}/aims-scope`),
  indexingServices: pageRoute(`${AUTHOR_GUIDELINES_PATH}/indexing-services`),
  openAccessEthics: pageRoute(`${AUTHOR_GUIDELINES_PATH}/open-access-ethics`),
  publicationCharge: pageRoute(`${AUTHOR_GUIDELINES_PATH}/publication-charge`),
  submissionGuidelines: pageRoute(`${AUTHOR_GUIDELINES_PATH}/submission`),
} as const;

/** Every content page's address, for the sitemap. */
export const CONTENT_PAGE_PATHS = Object.values(contentPages).map((page) => page.pattern);
