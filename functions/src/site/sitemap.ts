/**
 * The sitemap, split so that no response reads the whole archive:
 *
 * - /sitemap.xml, a sitemap index: the content pages' sitemap and one sitemap per volume
 *   (reads: one per volume, and the archive's change date);
 * - /sitemap/pages.xml: the content pages and /archives;
 * - /sitemap/{volume}.xml: the volume, its issues and its articles, each with the date it last
 *   changed (an article's own update; a volume or issue's newest article or its creation).
 *
 * The content pages change with releases, for which no honest date exists, so they carry none;
 * the home page and /archives change with the archive.
 */
import type { RequestHandler } from 'express';
import { articlePath } from '@journal/common/contracts/articles-routes';
import { issuePath } from '@journal/common/contracts/issues-routes';
import { CONTENT_PAGE_PATHS } from '@journal/common/contracts/pages';
import { volumePages, volumePath } from '@journal/common/contracts/volumes-routes';
import { cachePublic } from '../http/cache';
import { config } from '../config';
import { listArticles } from '../services/articles';
import { archiveChangedAt } from '../services/harvest';
import { listIssues } from '../services/issues';
import { findVolumeBySlug, listVolumes } from '../services/volumes';
import { sendNotFoundPage } from './not-found';
import { element, isoSeconds, textElement, XML_DECLARATION } from '../markup/xml';

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const SITEMAPS_PATH = '/sitemap';
const PAGES_SITEMAP = `${SITEMAPS_PATH}/pages.xml`;
const volumeSitemapPath = (volumeSlug: string) => `${SITEMAPS_PATH}/${volumeSlug}.xml`;

function entry(kind: 'url' | 'sitemap', loc: string, lastmod?: Date | null): string {
  return element(kind, {}, [
    textElement('loc', loc),
    ...(lastmod ? [textElement('lastmod', isoSeconds(lastmod))] : []),
  ]);
}

function sendXml(res: Parameters<RequestHandler>[1], root: 'urlset' | 'sitemapindex', entries: string[]) {
  cachePublic(res, 300, 3600);
  res
    .status(200)
    .type('application/xml; charset=utf-8')
    .send(`${XML_DECLARATION}\n${element(root, { xmlns: SITEMAP_NAMESPACE }, entries)}\n`);
}

export const sitemapIndex: RequestHandler = async (_req, res) => {
  const origin = config.siteUrl;
  const [volumes, changed] = await Promise.all([listVolumes(), archiveChangedAt()]);
  sendXml(res, 'sitemapindex', [
    entry('sitemap', `${origin}${PAGES_SITEMAP}`, changed),
    ...volumes.map(({ doc }) => entry('sitemap', `${origin}${volumeSitemapPath(doc.slug)}`)),
  ]);
};

const pagesSitemap: RequestHandler = async (_req, res) => {
  const origin = config.siteUrl;
  const changed = await archiveChangedAt();
  sendXml(res, 'urlset', [
    entry('url', `${origin}/`, changed),
    ...CONTENT_PAGE_PATHS.filter((path) => path !== '/').map((path) => entry('url', `${origin}${path}`)),
    entry('url', `${origin}${volumePages.archives.path({})}`, changed),
  ]);
};

const later = (a: Date | undefined, b: Date) => (a && a > b ? a : b);

const volumeSitemap: RequestHandler = async (req, res) => {
  const slug = /^\/([a-z0-9-]+)\.xml$/.exec(req.path)?.[1];
  const volume = slug ? await findVolumeBySlug(slug) : null;
  if (!volume) {
    await sendNotFoundPage(res);
    return;
  }
  const [issues, articles] = await Promise.all([
    listIssues({ volumeSlug: volume.doc.slug }),
    listArticles({ volume: volume.doc.slug }),
  ]);
  const changed = new Map<string, Date>();
  const touch = (path: string, date: Date) => changed.set(path, later(changed.get(path), date));
  touch(volumePath(volume.doc.slug), volume.doc.createdAt.toDate());
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
  const origin = config.siteUrl;
  sendXml(
    res,
    'urlset',
    [...changed].map(([path, date]) => entry('url', `${origin}${path}`, date)),
  );
};

/** /sitemap/pages.xml, or the sitemap of one volume. */
export const sitemapPage: RequestHandler = (req, res, next) =>
  req.path === '/pages.xml' ? pagesSitemap(req, res, next) : volumeSitemap(req, res, next);
