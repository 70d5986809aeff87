/**
 * /robots.txt: everything public may be crawled; the admin screens, signed-in pages, search
 * results and the API may not, except the article files crawlers fetch from the API and OAI-PMH.
 *
 * Cloud Functions' own HTTP layer answers /robots.txt with 404 before any function sees it
 * (the functions framework and its emulator both do), so in production the file must be
 * static: the build writes robotsText(SITE_URL) into web/dist. The route serves the same text
 * wherever the app runs outside that layer (tests, other hosts).
 *
 * The text alone, apart from the route (robots.ts), so that the build (scripts/write-robots.ts)
 * can write it without loading the functions' configuration.
 */
import { articleApi } from '@journal/common/contracts/articles-routes';
import { API_PREFIX } from '@journal/common/contracts/routes';
import { searchPages } from '@journal/common/contracts/search-routes';
import { submissionPages } from '@journal/common/contracts/submissions-routes';

export function robotsText(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // The admin's screens (adminPages of the contracts) and everything else under /admin.
    'Disallow: /admin',
    `Disallow: ${searchPages.results.path({ term: '' })}`,
    `Disallow: ${submissionPages.dashboard.pattern}`,
    `Disallow: ${submissionPages.newSubmission.pattern}`,
    `Disallow: ${API_PREFIX}/`,
    // '*' is a wildcard for robots.txt, and encodeURIComponent leaves it as it is.
    `Allow: ${articleApi.pdf.path({ slug: '*' })}`,
    `Allow: ${articleApi.image.path({ slug: '*' })}`,
    `Allow: ${API_PREFIX}/oai`,
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
