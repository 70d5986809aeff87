/**
 * Gives sanitized full-text HTML the structure a reader's page needs, read as a tree
 * (htmlparser2): ids on the headings and a table of contents from them, a picture alone in its
 * paragraph and its caption made one `figure`, each table in a box of its own that scrolls
 * sideways on a phone (a labelled, focusable region, so a keyboard can scroll it too), the notes
 * gathered under a "Notes" heading with links both ways, and the plain text search indexes.
 *
 * Everything here runs after sanitize.ts and only narrows what it let through: ids other than
 * the converter's own (`ft-…`) and link targets that are neither a place in the text nor a
 * web or e-mail address are dropped.
 */
import { Element, Text, type ChildNode, type Document, type ParentNode } from 'domhandler';
import {
  appendChild,
  findAll,
  getOuterHTML,
  prepend,
  removeElement,
  replaceElement,
  textContent,
} from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { FullTextHeading } from '@journal/common/contracts/full-text';
import { fullTextMessages } from '@journal/common/messages';
import { FIGURE_SCHEME } from './docx-to-html';

/** A picture of the document as stored: where the page finds it, and its size in pixels. */
export interface StoredPicture {
  src: string;
  width: number;
  height: number;
}

export interface StructuredFullText {
  html: string;
  contents: FullTextHeading[];
  /** The words of the text, headings and notes included, for search. */
  text: string;
  words: number;
  figures: number;
  tables: number;
  notes: number;
  warnings: string[];
}

const OWN_ID = /^ft-[\w-]{1,120}$/;
const NOTE_ID = /^ft-(?:footnote|endnote)-\d+$/;
const BACKLINK = /^#ft-(?:footnote|endnote)-ref-(\d+)$/;
const SAFE_HREF = /^(?:#ft-[\w-]+|https?:\/\/|mailto:)/i;
const HEADINGS = new Set(['h2', 'h3', 'h4']);

/** Elements whose text is a block of its own: their words never run into their neighbours'. */
const BLOCKS = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'li',
  'ul',
  'ol',
  'td',
  'th',
  'tr',
  'table',
  'caption',
  'figure',
  'figcaption',
  'blockquote',
  'section',
  'div',
  'br',
]);

const isElement = (node: ChildNode | null | undefined): node is Element => node instanceof Element;
const isBlank = (node: ChildNode) => node instanceof Text && node.data.trim() === '';
const textOf = (node: ChildNode | ChildNode[]) => textContent(node).replace(/\s+/g, ' ').trim();

/** The words a reader reads, blocks apart, without the notes' way back ('↑'). */
function readableText(nodes: ChildNode[]): string {
  const parts: string[] = [];
  const walk = (list: ChildNode[]) => {
    for (const node of list) {
      if (node instanceof Text) parts.push(node.data);
      if (!isElement(node) || BACKLINK.test(node.attribs.href ?? '')) continue;
      const block = BLOCKS.has(node.name);
      if (block) parts.push(' ');
      walk(node.children);
      if (block) parts.push(' ');
    }
  };
  walk(nodes);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

function element(name: string, attribs: Record<string, string>, children: ChildNode[] = []): Element {
  const made = new Element(name, attribs, []);
  for (const child of children) appendChild(made, child);
  return made;
}

/** The next or previous element beside `node`, over whitespace. */
function sibling(node: ChildNode, direction: 'next' | 'prev'): Element | null {
  let at = direction === 'next' ? node.next : node.prev;
  while (at && isBlank(at)) at = direction === 'next' ? at.next : at.prev;
  return isElement(at) ? at : null;
}

const isCaption = (node: Element | null): node is Element =>
  node?.name === 'p' && (node.attribs.class ?? '').split(/\s+/).includes('caption');

/** Replaces `node` by its children. */
function unwrap(node: Element) {
  for (const child of [...node.children]) prepend(node, child);
  removeElement(node);
}

/** A URL fragment from a heading's words: lower-case letters and digits joined by hyphens. */
function slugOf(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return slug || 'section';
}

class Structurer {
  readonly warnings: string[] = [];
  private readonly usedIds = new Set<string>();
  private figureCount = 0;

  constructor(
    private readonly doc: Document,
    private readonly pictures: (StoredPicture | null)[],
  ) {}

  run(): StructuredFullText {
    this.narrowAttributes();
    this.placePictures();
    const figures = this.makeFigures();
    const tables = this.boxTables();
    const notes = this.gatherNotes();
    const contents = this.nameHeadings();
    const text = readableText(this.doc.children);
    return {
      html: getOuterHTML(this.doc, { encodeEntities: 'utf8' }),
      contents,
      text,
      words: text ? text.split(' ').length : 0,
      figures,
      tables,
      notes,
      warnings: this.warnings,
    };
  }

  private unique(base: string): string {
    let id = base;
    for (let n = 2; this.usedIds.has(id); n += 1) id = `${base}-${n}`;
    this.usedIds.add(id);
    return id;
  }

  private narrowAttributes() {
    for (const node of findAll(() => true, this.doc)) {
      const { id } = node.attribs;
      if (id !== undefined) {
        if (OWN_ID.test(id) && !this.usedIds.has(id)) this.usedIds.add(id);
        else delete node.attribs.id;
      }
      if (node.name !== 'a') continue;
      const href = node.attribs.href;
      if (href !== undefined && !SAFE_HREF.test(href)) delete node.attribs.href;
      // A bookmark or a link whose address was refused (sanitize.ts) is only its text.
      if (node.attribs.href === undefined && node.attribs.id === undefined) unwrap(node);
    }
  }

  private placePictures() {
    for (const img of findAll((node) => node.name === 'img', this.doc)) {
      const index = Number((img.attribs.src ?? '').slice(FIGURE_SCHEME.length + 1));
      const picture = this.pictures[index];
      this.figureCount += 1;
      if (!picture) {
        this.warnings.push(fullTextMessages.unreadableImage(this.figureCount));
        removeElement(img);
        continue;
      }
      const alt = (img.attribs.alt ?? '').replace(/\s+/g, ' ').trim();
      if (!alt) this.warnings.push(fullTextMessages.figureWithoutAlt(this.figureCount));
      img.attribs = {
        src: picture.src,
        alt,
        width: String(picture.width),
        height: String(picture.height),
        loading: 'lazy',
        decoding: 'async',
      };
    }
  }

  /** A paragraph that holds one picture and nothing else, with the caption beside it. */
  private makeFigures(): number {
    let count = 0;
    for (const p of findAll((node) => node.name === 'p', this.doc)) {
      const content = p.children.filter((child) => !isBlank(child));
      const [img] = content;
      if (content.length !== 1 || !isElement(img) || img.name !== 'img') continue;
      count += 1;
      const after = sibling(p, 'next');
      const before = sibling(p, 'prev');
      const caption = isCaption(after)
        ? after
        : isCaption(before) && !/^table\b/i.test(textOf(before))
          ? before
          : null;
      const children: ChildNode[] = [img];
      if (caption) {
        removeElement(caption);
        children.push(element('figcaption', {}, [...caption.children]));
      }
      replaceElement(p, element('figure', { id: this.unique(`ft-figure-${count}`) }, children));
    }
    return count;
  }

  private boxTables(): number {
    const outermost = findAll((node) => node.name === 'table', this.doc).filter(
      (table) => !hasAncestor(table, 'table'),
    );
    outermost.forEach((table, i) => {
      const n = i + 1;
      const before = sibling(table, 'prev');
      const after = sibling(table, 'next');
      const caption = [before, after].find(
        (node): node is Element => isCaption(node) && /^table\b/i.test(textOf(node)),
      );
      const label: Record<string, string> = { 'aria-label': fullTextMessages.tableRegion(n) };
      if (caption) {
        const id = this.unique(`ft-table-${n}-caption`);
        removeElement(caption);
        const tableCaption = element('caption', { id }, [...caption.children]);
        const first = table.children[0];
        if (first) prepend(first, tableCaption);
        else appendChild(table, tableCaption);
        label['aria-labelledby'] = id;
        delete label['aria-label'];
      }
      const box = element('div', { class: 'ft-table', role: 'region', tabindex: '0', ...label });
      replaceElement(table, box);
      appendChild(box, table);
    });
    return outermost.length;
  }

  /** mammoth lists every note in one list at the end; it becomes the "Notes" section. */
  private gatherNotes(): number {
    const items = findAll((node) => node.name === 'li' && NOTE_ID.test(node.attribs.id ?? ''), this.doc);
    const lists = new Set(items.map((item) => item.parent).filter(isElementParent));
    for (const list of lists) {
      const id = this.unique('ft-notes');
      const section = element('section', { class: 'ft-notes', 'aria-labelledby': id });
      replaceElement(list, section);
      appendChild(section, element('h2', { id }, [new Text(fullTextMessages.notes)]));
      appendChild(section, list);
    }
    for (const link of findAll((node) => node.name === 'a', this.doc)) {
      const n = BACKLINK.exec(link.attribs.href ?? '')?.[1];
      if (n) link.attribs['aria-label'] = fullTextMessages.backToReference(n);
    }
    return items.length;
  }

  private nameHeadings(): FullTextHeading[] {
    const contents: FullTextHeading[] = [];
    for (const heading of findAll((node) => HEADINGS.has(node.name), this.doc)) {
      const title = textOf(heading);
      if (!title) {
        removeElement(heading);
        continue;
      }
      const named = heading.parent instanceof Element && heading.parent.attribs.class === 'ft-notes';
      if (!named) heading.attribs.id = this.unique(`ft-${slugOf(title)}`);
      contents.push({ level: Number(heading.name.slice(1)) as 2 | 3 | 4, id: heading.attribs.id!, title });
    }
    return contents;
  }
}

function hasAncestor(node: ChildNode, name: string): boolean {
  for (let at = node.parent; at; at = at.parent) if (at instanceof Element && at.name === name) return true;
  return false;
}

function isElementParent(node: ParentNode | null): node is Element {
  return node instanceof Element;
}

export function structureFullText(html: string, pictures: (StoredPicture | null)[]): StructuredFullText {
  return new Structurer(parseDocument(html), pictures).run();
}
