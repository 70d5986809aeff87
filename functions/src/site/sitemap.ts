/**
 * /sitemap.xml: the public pages, /archives, and every volume, issue and article. Archive
 * entries carry the date they last changed (an article's own update; a volume or issue's
 * newest article or its creation); the content pages change with releases, for which no
 * honest date exists, so they carry none.
 */
import type { RequestHandler } from 'express';
import { cachePublic } from '../http/cache';
import { siteOrigin } from '../http/urls';
import { listArticles } from '../services/articles';
import { archiveChangedAt } from '../services/harvest';
import { listIssues } from '../services/issues';
import { listVolumes } from '../services/volumes';
import { articlePath, ARCHIVES_PATH, issuePath, volumePath } from './paths';
import { PUBLIC_PAGES } from './public-pages';
import { element, isoSeconds, textElement, XML_DECLARATION } from './xml';

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function url(loc: string, lastmod?: Date): string {
  return element('url', {}, [
    textElement('loc', loc),
    ...(lastmod ? [textElement('lastmod', isoSeconds(lastmod))] : []),
  ]);
}

const later = (a: Date | undefined, b: Date) => (a && a > b ? a : b);

export const sitemap: RequestHandler = async (req, res) => {
  const origin = siteOrigin(req);
  const [volumes, issues, articles, archiveChanged] = await Promise.all([
    listVolumes(),
    listIssues(),
    listArticles(),
    archiveChangedAt(),
  ]);

  const changed = new Map<string, Date>();
  const touch = (path: string, date: Date) => changed.set(path, later(changed.get(path), date));
  for (const { doc } of volumes) touch(volumePath(doc.slug), doc.createdAt.toDate());
  for (const { doc } of issues) {
    const created = doc.createdAt.toDate();
    touch(issuePath(doc.volume.slug, doc.slug), created);
    touch(volumePath(doc.volume.slug), created);
  }
  for (const { doc } of articles) {
    const updated = doc.updatedAt.toDate();
    touch(articlePath(doc), updated);
    touch(issuePath(doc.volume.slug, doc.issue.slug), updated);
    touch(volumePath(doc.volume.slug), updated);
  }
  const newest = [...changed.values()].reduce<Date | undefined>(
    (a, b) => later(a, b),
    archiveChanged ?? undefined,
  );

  const entries = [
    url(`${origin}/`, newest),
    ...PUBLIC_PAGES.filter((path) => path !== '/').map((path) => url(`${origin}${path}`)),
    url(`${origin}${ARCHIVES_PATH}`, newest),
    ...[...changed].map(([path, date]) => url(`${origin}${path}`, date)),
  ];
  cachePublic(res, 300, 3600);
  res
    .status(200)
    .type('application/xml; charset=utf-8')
    .send(`${XML_DECLARATION}\n${element('urlset', { xmlns: SITEMAP_NAMESPACE }, entries)}\n`);
};
