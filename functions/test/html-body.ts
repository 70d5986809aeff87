/** Reads a rendered page's body the way a reader without JavaScript sees it: from the raw HTML. */
import { decode } from './html-head';

/** The markup inside the root element, where the page is rendered. */
export function rootMarkup(html: string): string {
  const start = html.indexOf('<div id="root">');
  const state = html.indexOf('<script type="application/json"', start);
  const end = html.lastIndexOf('</div>', state < 0 ? html.length : state);
  return start < 0 || end < start ? '' : html.slice(start + '<div id="root">'.length, end);
}

/** The page's visible text: no tags, no styles or scripts, entities decoded, white space collapsed. */
export function visibleText(html: string): string {
  return decode(
    rootMarkup(html)
      .replace(/<(style|script)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every link in the rendered page: its address and its text. */
export function pageLinks(html: string): { href: string; text: string }[] {
  return [...rootMarkup(html).matchAll(/<a\b[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi)].map(
    ([, href = '', inner = '']) => ({
      href: decode(href),
      text: decode(inner.replace(/<[^>]+>/g, ' '))
        .replace(/\s+/g, ' ')
        .trim(),
    }),
  );
}

/** The state the browser hydrates from, parsed, or null when the page carries none. */
export function pageState(html: string): { router: unknown; queries: unknown; origin: string } | null {
  const json = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as { router: unknown; queries: unknown; origin: string }) : null;
}
