import { createElement, Fragment, useMemo, type ReactNode } from 'react';

/** The elements a CSL style's HTML is made of (citeproc-js's html output format). */
const ELEMENTS = new Set(['div', 'span', 'i', 'b', 'sup', 'sub']);
const CSL_CLASS = /^csl-[a-z-]+$/;

function toReact(node: ChildNode, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const children = [...node.childNodes].map(toReact);
  const tag = node.tagName.toLowerCase();
  if (!ELEMENTS.has(tag)) return createElement(Fragment, { key }, ...children);
  const classes = (node.getAttribute('class') ?? '').split(/\s+/).filter((name) => CSL_CLASS.test(name));
  const smallCaps = /font-variant:\s*small-caps/.test(node.getAttribute('style') ?? '');
  return createElement(
    tag,
    {
      key,
      className: classes.length > 0 ? classes.join(' ') : undefined,
      style: smallCaps ? { fontVariant: 'small-caps' } : undefined,
    },
    ...children,
  );
}

/**
 * A reference in citeproc-js's HTML drawn as React elements, keeping only the markup a style
 * makes (its csl-* blocks, italics, bold, small capitals, super- and subscripts). citeproc-js
 * escapes the article's own text; whatever else might come is drawn as its text, so nothing
 * from a record is ever put into the page as markup.
 */
export function CslReference({ html }: { html: string }) {
  const nodes = useMemo(() => {
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    return [...body.childNodes].map(toReact);
  }, [html]);
  return <>{nodes}</>;
}
