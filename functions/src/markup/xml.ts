/** A small string builder for the XML documents (OAI-PMH, sitemap, Atom): every value escaped once, here. */
import { escapeXml } from './escape';

export type XmlAttributes = Record<string, string | number | undefined>;

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

function attributes(attrs: XmlAttributes): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
}

/** An element whose children are markup made by these functions. */
export function element(name: string, attrs: XmlAttributes = {}, children: string[] = []): string {
  const open = `<${name}${attributes(attrs)}`;
  return children.length ? `${open}>${children.join('')}</${name}>` : `${open}/>`;
}

/** An element holding text. */
export function textElement(name: string, text: string, attrs: XmlAttributes = {}): string {
  return `<${name}${attributes(attrs)}>${escapeXml(text)}</${name}>`;
}

/** UTC date-time at second granularity: the form OAI-PMH datestamps, Atom and sitemaps accept. */
export function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
