/**
 * /robots.txt as the build writes it and the `site` function serves it (src/site/robots-text.ts),
 * line for line: crawlers may read every public page, the article files and OAI-PMH, and not the
 * admin's or an author's screens, search results or the rest of the API.
 */
import { expect, it } from 'vitest';
import { robotsText } from '../src/site/robots-text';

it('is the whole file, with the sitemap at the given origin', () => {
  expect(robotsText('https://journal.example.edu')).toBe(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /search/',
      'Disallow: /guidelines/author-guidelines/submission/dashboard',
      'Disallow: /guidelines/author-guidelines/submission/newsubmit',
      'Disallow: /api/',
      'Allow: /api/articles/*/pdf',
      'Allow: /api/articles/*/image',
      'Allow: /api/oai',
      '',
      'Sitemap: https://journal.example.edu/sitemap.xml',
      '',
    ].join('\n'),
  );
});
