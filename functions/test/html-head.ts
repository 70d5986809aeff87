/** Reads a page's <head> the way a crawler does: from the raw HTML, no JavaScript. */
export interface PageHead {
  title: string;
  meta: { key: string; content: string }[];
  links: { rel: string; href: string }[];
  jsonLd: unknown[];
  /** The raw markup of the head, for checks on escaping. */
  raw: string;
}

export function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z:-]+)\s*=\s*"([^"]*)"/g))
    attrs[match[1] ?? ''] = decode(match[2] ?? '');
  return attrs;
}

export function readHead(html: string): PageHead {
  const raw = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const meta = [...raw.matchAll(/<meta\s[^>]*>/gi)]
    .map((m) => attributes(m[0]))
    .filter((a) => a.content !== undefined && (a.name ?? a.property))
    .map((a) => ({ key: a.name ?? a.property ?? '', content: a.content ?? '' }));
  const links = [...raw.matchAll(/<link\s[^>]*>/gi)]
    .map((m) => attributes(m[0]))
    .map((a) => ({ rel: a.rel ?? '', href: a.href ?? '' }));
  const jsonLd = [...raw.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/gi)].map(
    (m) => JSON.parse(m[1] ?? 'null') as unknown,
  );
  const titles = [...raw.matchAll(/<title>([\s\S]*?)<\/title>/gi)];
  if (titles.length !== 1) throw new Error(`expected one <title>, found ${titles.length}`);
  return { title: decode(titles[0]?.[1] ?? ''), meta, links, jsonLd, raw };
}

/** Every value of a meta tag (name or property), in order. */
export function metaValues(head: PageHead, key: string): string[] {
  return head.meta.filter((m) => m.key === key).map((m) => m.content);
}

export function metaValue(head: PageHead, key: string): string | undefined {
  const values = metaValues(head, key);
  if (values.length > 1) throw new Error(`${key} appears ${values.length} times`);
  return values[0];
}
