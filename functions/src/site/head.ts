/** One page's <head> entries as escaped markup: title, description, canonical link, meta tags, JSON-LD. */
import { JOURNAL } from '@journal/common/constants';
import { escapeHtml, scriptJson } from '../markup/escape';

/** A <meta> tag: `name` for most vocabularies, `property` for Open Graph. */
export type MetaTag = { name: string; content: string } | { property: string; content: string };

export interface PageHead {
  /** The page's own title; the journal's name is appended, as the SPA does. */
  title: string;
  description: string;
  canonical?: string;
  /** Other forms of the page (an article's JATS XML): <link rel="alternate">. */
  alternates?: { type: string; href: string }[];
  robots?: string;
  meta?: MetaTag[];
  jsonLd?: unknown;
}

const INDENT = '    ';

export function pageTitle(title: string): string {
  return title ? `${title} | ${JOURNAL.title}` : JOURNAL.title;
}

/** The start of a text, cut at a word and marked with an ellipsis when it was longer. */
export function summary(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

function metaTag(tag: MetaTag): string {
  const [attribute, key] = 'name' in tag ? ['name', tag.name] : ['property', tag.property];
  return `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(tag.content)}" />`;
}

export function renderHead(head: PageHead): string {
  const lines = [
    `<title>${escapeHtml(pageTitle(head.title))}</title>`,
    metaTag({ name: 'description', content: head.description }),
    ...(head.robots ? [metaTag({ name: 'robots', content: head.robots })] : []),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
    ...(head.alternates ?? []).map(
      (a) => `<link rel="alternate" type="${escapeHtml(a.type)}" href="${escapeHtml(a.href)}" />`,
    ),
    ...(head.meta ?? []).map(metaTag),
    ...(head.jsonLd === undefined
      ? []
      : [`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`]),
  ];
  return lines.map((line) => `${INDENT}${line}`).join('\n');
}
