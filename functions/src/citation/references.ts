/**
 * An article's reference formatted by citeproc-js (docs/decisions.md "Citations") in one of the
 * vendored CSL styles: a bibliography of one entry exactly as citeproc-js writes it, as text or
 * as HTML (its `csl-bib-body` fragment).
 *
 * Building an engine from a large style takes a second or more (APA, Chicago), so an instance
 * builds one per style when it is first asked for and keeps it. A reference is made in one
 * synchronous run that replaces the engine's items with the one article, so requests never
 * share an engine half-way.
 */
import CSL from 'citeproc';
import type { CslItem } from '@journal/common/citation/csl-json';
import type { CitationStyle, ReferenceOutput } from '@journal/common/contracts/articles-routes';
import { isCslLocale, readLocale, readStyle, type CslLocale } from './csl-files';

/**
 * The locale each style is formatted in: none of them names a default locale, and Cite Them
 * Right is a British guide whose own terms are written for en-GB (functions/csl/README.md).
 */
export const STYLE_LOCALES: Record<CitationStyle, CslLocale> = {
  apa: 'en-US',
  'modern-language-association': 'en-US',
  'chicago-author-date': 'en-US',
  ieee: 'en-US',
  'nlm-citation-sequence': 'en-US',
  'harvard-cite-them-right': 'en-GB',
};

interface StyleEngine {
  engine: CSL.Engine;
  /** The items of the run under way, which the engine asks for by id. */
  items: Map<string, CslItem>;
}

const engines = new Map<CitationStyle, StyleEngine>();

function engineFor(style: CitationStyle): StyleEngine {
  const built = engines.get(style);
  if (built) return built;
  const items = new Map<string, CslItem>();
  const engine = new CSL.Engine(
    {
      retrieveLocale: (lang) => (isCslLocale(lang) ? readLocale(lang) : false),
      retrieveItem: (id) => items.get(id),
    },
    readStyle(style),
    STYLE_LOCALES[style],
  );
  engines.set(style, { engine, items });
  return { engine, items };
}

export function formatReference(item: CslItem, style: CitationStyle, output: ReferenceOutput): string {
  const { engine, items } = engineFor(style);
  items.clear();
  items.set(item.id, item);
  engine.setOutputFormat(output);
  engine.updateItems([item.id]);
  const bibliography = engine.makeBibliography();
  if (!bibliography) throw new Error(`The CSL style ${style} makes no bibliography`);
  const [{ bibstart, bibend }, entries] = bibliography;
  return `${bibstart}${entries.join('')}${bibend}`;
}
