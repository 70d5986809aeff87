/** /feed.xml: an Atom feed of the 30 newest articles, each linking its page and its PDF. */
import type { RequestHandler } from 'express';
import { JOURNAL } from '@journal/common/constants';
import { contributorName } from '@journal/common/scholarly/names';
import { cachePublic } from '../http/cache';
import { config } from '../config';
import { listArticles } from '../services/articles';
import { toArticle, type ArticleRecord } from '../services/article-shape';
import { articleLinks } from '../services/article-links';
import { element, isoSeconds, textElement, XML_DECLARATION } from '../markup/xml';

export const FEED_SIZE = 30;
const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';

function entry(record: ArticleRecord, origin: string): string {
  const article = toArticle(record, origin);
  const links = articleLinks(article, origin);
  return element('entry', {}, [
    textElement('id', links.page),
    textElement('title', article.title, { type: 'text' }),
    element('link', { rel: 'alternate', type: 'text/html', href: links.page }),
    ...(links.pdf
      ? [
          element('link', {
            rel: 'enclosure',
            type: 'application/pdf',
            href: links.pdf,
            title: article.pdfFileName ?? undefined,
          }),
        ]
      : []),
    textElement('published', isoSeconds(new Date(article.createdAt))),
    textElement('updated', isoSeconds(record.doc.updatedAt.toDate())),
    ...article.contributors.map((c) =>
      element('author', {}, [
        textElement('name', contributorName(c)),
        // Atom's person construct has a uri: the ORCID record, where the author has one.
        ...(c.orcid ? [textElement('uri', c.orcid)] : []),
      ]),
    ),
    ...article.keywords.map((keyword) => element('category', { term: keyword })),
    textElement('summary', article.abstract, { type: 'text' }),
    textElement('rights', article.licence.name),
  ]);
}

export const feed: RequestHandler = async (_req, res) => {
  const origin = config.siteUrl;
  const records = await listArticles({ limit: FEED_SIZE });
  const updated = records.reduce((newest, { doc }) => Math.max(newest, doc.updatedAt.toMillis()), 0);
  const document = element('feed', { xmlns: ATOM_NAMESPACE, 'xml:lang': JOURNAL.language }, [
    textElement('id', `${origin}/`),
    textElement('title', JOURNAL.title, { type: 'text' }),
    textElement('subtitle', JOURNAL.tagline, { type: 'text' }),
    element('link', { rel: 'self', type: 'application/atom+xml', href: `${origin}/feed.xml` }),
    element('link', { rel: 'alternate', type: 'text/html', href: `${origin}/` }),
    textElement('updated', isoSeconds(updated ? new Date(updated) : new Date())),
    element('author', {}, [textElement('name', JOURNAL.publisher)]),
    textElement('rights', `${JOURNAL.licence} ${JOURNAL.licenceUrl}`),
    ...records.map((record) => entry(record, origin)),
  ]);
  cachePublic(res, 300, 900);
  res.status(200).type('application/atom+xml; charset=utf-8').send(`${XML_DECLARATION}\n${document}\n`);
};
