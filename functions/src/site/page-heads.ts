/**
 * Each rendered page's <head> entries, from the data it was rendered with (no second read):
 * Google Scholar, Open Graph and JSON-LD for articles, the listing heads of the archive, and the
 * page's own title elsewhere. Canonical links name the configured site (docs/decisions.md "The API").
 */
import type { Article } from '@journal/common/contracts/articles';
import { articleKeys } from '@journal/common/contracts/articles-routes';
import type { Issue } from '@journal/common/contracts/issues';
import { issueKeys, issuePath } from '@journal/common/contracts/issues-routes';
import type { RenderedPage } from '@journal/common/contracts/rendered-page';
import type { Volume } from '@journal/common/contracts/volumes';
import { volumeKeys, volumePages, volumePath } from '@journal/common/contracts/volumes-routes';
import { JOURNAL } from '@journal/common/constants';
import { publicMessages } from '@journal/common/messages';
import { config } from '../config';
import { articleHead } from './article-head';
import { summary, type PageHead } from './head';

type Page = Extract<RenderedPage, { kind: 'page' }>;

/** The journal's description, as web/index.html gives it to every page without one of its own. */
const JOURNAL_DESCRIPTION = `An open-access, double-blind peer-reviewed monthly journal of engineering and the applied sciences, published by the ${JOURNAL.publisher}, Lusaka.`;

/** A signed-in person's screen, which the browser renders: the journal's head, not for indexes. */
export const clientScreenHead = (): PageHead => ({
  title: '',
  description: JOURNAL_DESCRIPTION,
  robots: 'noindex',
});

/** A page that failed to render. */
export const failureHead = (): PageHead => ({
  title: 'Something went wrong',
  description: JOURNAL_DESCRIPTION,
  robots: 'noindex',
});

export const notFoundHead = (): PageHead => ({
  title: publicMessages.pageNotFound,
  description: `${JOURNAL.tagline}.`,
  robots: 'noindex',
});

function listingHead(title: string, description: string, canonical: string): PageHead {
  return {
    title,
    description,
    canonical,
    meta: [
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: JOURNAL.title },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
    ],
  };
}

function archivesHead(): PageHead {
  const description = `All volumes and issues of ${JOURNAL.title}, with every article free to read and download under ${JOURNAL.licence}.`;
  return listingHead('Archives', description, `${config.siteUrl}${volumePages.archives.path({})}`);
}

function volumeHead(volume: Volume, issues: Issue[]): PageHead {
  const title = `${volume.name} (${volume.year})`;
  const contents = issues.length ? `: ${issues.map((issue) => issue.name).join(', ')}` : '';
  const description = summary(`${title} of ${JOURNAL.title}${contents}.`);
  return listingHead(title, description, `${config.siteUrl}${volumePath(volume.slug)}`);
}

function issueHead(issue: Issue, articles: Article[]): PageHead {
  // The same title as the issue page shows.
  const title = `${issue.volume.name} (${issue.volume.year}), ${issue.name}`;
  const count = `${articles.length} ${articles.length === 1 ? 'article' : 'articles'}`;
  const titles = articles.map((article) => article.title).join('; ');
  const description = summary(`${title} of ${JOURNAL.title}: ${count}${titles ? `. ${titles}` : ''}.`);
  return listingHead(title, description, `${config.siteUrl}${issuePath(issue.volume.slug, issue.slug)}`);
}

/** The head of the page at `pathname`, as rendered. */
export function headFor(page: Page, pathname: string): PageHead {
  if (page.status === 404) return notFoundHead();
  if (page.status >= 400) {
    return { title: page.title ?? '', description: JOURNAL_DESCRIPTION, robots: 'noindex' };
  }
  const { volumeSlug = '', issueSlug = '', articleSlug = '' } = page.params;
  const data = <T>(key: readonly unknown[]) => page.data(key) as T | undefined;
  if (page.screen === 'article') {
    const article = data<Article>(articleKeys.detail(articleSlug));
    if (article) return articleHead(article, config.siteUrl);
  }
  if (page.screen === 'volume') {
    const volume = data<Volume>(volumeKeys.detail(volumeSlug));
    const issues = data<Issue[]>(issueKeys.list({ volume: volumeSlug }));
    if (volume && issues) return volumeHead(volume, issues);
  }
  if (page.screen === 'issue') {
    const issue = data<Issue>(issueKeys.detail(volumeSlug, issueSlug));
    const articles = data<Article[]>(articleKeys.list({ volume: volumeSlug, issue: issueSlug }));
    if (issue && articles) return issueHead(issue, articles);
  }
  if (page.screen === 'archives') return archivesHead();
  // Search results are many addresses of one page: not for indexes.
  if (page.screen === 'search') {
    return { title: page.title ?? '', description: JOURNAL_DESCRIPTION, robots: 'noindex' };
  }
  return {
    title: page.title ?? '',
    description: JOURNAL_DESCRIPTION,
    canonical: `${config.siteUrl}${pathname}`,
  };
}
