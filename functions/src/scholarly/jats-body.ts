/**
 * An article's full text (the HTML of functions/src/fulltext/structure.ts) as JATS 1.4: the
 * headings become nested `sec`s with their titles, paragraphs `p`, lists `list`, figures `fig`
 * with their caption and the picture's alt text, tables `table-wrap`, and the notes an
 * `fn-group` for `<back>` that the text's note marks point at with `xref`. Only the elements
 * the full text can hold are mapped; anything else contributes its text, so nothing the
 * converter lets through can make the document invalid.
 */
import { Element, Text, type ChildNode } from 'domhandler';
import { findAll, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { escapeXml } from '../markup/escape';
import { element, textElement } from '../markup/xml';

export interface JatsFullText {
  /** `<body>…</body>`. */
  body: string;
  /** `<fn-group>…</fn-group>` for `<back>`, or '' when the text has no notes. */
  notes: string;
}

const INLINE: Record<string, string> = {
  em: 'italic',
  strong: 'bold',
  u: 'underline',
  s: 'strike',
  sup: 'sup',
  sub: 'sub',
};
const NOTE_LINK = /^#ft-(footnote|endnote)-(\d+)$/;
const BACKLINK = /^#ft-(?:footnote|endnote)-ref-\d+$/;
const HEADING = /^h([234])$/;

const isElement = (node: ChildNode): node is Element => node instanceof Element;
const noteId = (kind: string, n: string) => `${kind === 'footnote' ? 'fn' : 'en'}${n}`;
/** JATS ids are XML ids: the HTML's `ft-…` ids are already letters, digits and hyphens. */
const xmlId = (id: string | undefined) => (id && /^[A-Za-z][\w.-]*$/.test(id) ? id : undefined);

class JatsWriter {
  constructor(private readonly absolute: (src: string) => string) {}

  /** Inline content: text, emphasis, links, note marks. */
  inline(nodes: ChildNode[]): string {
    return nodes.map((node) => this.inlineNode(node)).join('');
  }

  private inlineNode(node: ChildNode): string {
    if (node instanceof Text) return escapeXml(node.data);
    if (!isElement(node)) return '';
    const { name, attribs } = node;
    if (name === 'br') return ' ';
    if (name === 'a') {
      const href = attribs.href ?? '';
      const note = NOTE_LINK.exec(href);
      if (note) return textElement('xref', note[2]!, { 'ref-type': 'fn', rid: noteId(note[1]!, note[2]!) });
      if (BACKLINK.test(href)) return '';
      if (/^(?:https?:|mailto:)/i.test(href)) {
        return element('ext-link', { 'ext-link-type': 'uri', 'xlink:href': href }, [
          this.inline(node.children),
        ]);
      }
      return this.inline(node.children);
    }
    if (
      name === 'sup' &&
      node.children.some((child) => isElement(child) && NOTE_LINK.test(child.attribs.href ?? ''))
    ) {
      // A note mark is the xref alone: JATS does not put one inside <sup>.
      return this.inline(node.children);
    }
    if (name === 'img') {
      return element('inline-graphic', { 'xlink:href': this.absolute(attribs.src ?? '') }, [
        textElement('alt-text', attribs.alt ?? ''),
      ]);
    }
    const jats = INLINE[name];
    const inner = this.inline(node.children);
    return jats && inner ? `<${jats}>${inner}</${jats}>` : inner;
  }

  /** One cell's content: its paragraphs joined by line breaks, which a JATS cell may hold. */
  private cell(node: Element): string {
    const blocks = node.children.filter(isElement).filter((child) => child.name === 'p');
    if (!blocks.length) return this.inline(node.children);
    return blocks.map((p) => this.inline(p.children)).join('<break/>');
  }

  private row(tr: Element): string {
    const cells = tr.children.filter(isElement).filter((cell) => cell.name === 'td' || cell.name === 'th');
    return element(
      'tr',
      {},
      cells.map((cell) => `<${cell.name}${cellSpan(cell)}>${this.cell(cell)}</${cell.name}>`),
    );
  }

  private table(box: Element): string {
    const table = findAll((node) => node.name === 'table', box)[0];
    if (!table) return '';
    const caption = table.children.filter(isElement).find((child) => child.name === 'caption');
    const groups = table.children
      .filter(isElement)
      .filter((child) => child.name === 'thead' || child.name === 'tbody');
    const rowsOf = (parent: Element) =>
      parent.children
        .filter(isElement)
        .filter((child) => child.name === 'tr')
        .map((tr) => this.row(tr));
    const parts = groups.length
      ? groups.map((group) => element(group.name, {}, rowsOf(group)))
      : [element('tbody', {}, rowsOf(table))];
    return element('table-wrap', { id: xmlId(caption?.attribs.id?.replace(/-caption$/, '')) }, [
      ...(caption ? [element('caption', {}, [element('p', {}, [this.inline(caption.children)])])] : []),
      element(
        'table',
        {},
        parts.filter((part) => part.includes('<tr')),
      ),
    ]);
  }

  private figure(figure: Element): string {
    const img = findAll((node) => node.name === 'img', figure)[0];
    const caption = figure.children.filter(isElement).find((child) => child.name === 'figcaption');
    return element('fig', { id: xmlId(figure.attribs.id) }, [
      ...(caption ? [element('caption', {}, [element('p', {}, [this.inline(caption.children)])])] : []),
      ...(img
        ? [
            element('graphic', { 'xlink:href': this.absolute(img.attribs.src ?? '') }, [
              textElement('alt-text', img.attribs.alt ?? ''),
            ]),
          ]
        : []),
    ]);
  }

  private list(list: Element): string {
    const items = list.children.filter(isElement).filter((child) => child.name === 'li');
    return element(
      'list',
      { 'list-type': list.name === 'ol' ? 'order' : 'bullet' },
      items.map((item) => element('list-item', {}, this.blocks(item.children, true))),
    );
  }

  /**
   * Block content. Inline runs (text directly in a list item or a quote) become paragraphs of
   * their own, since a JATS list item or quote holds paragraphs, not text.
   */
  blocks(nodes: ChildNode[], wrapInline = false): string[] {
    const out: string[] = [];
    let run: ChildNode[] = [];
    const flush = () => {
      const inline = this.inline(run);
      if (inline.trim()) out.push(element('p', {}, [inline]));
      run = [];
    };
    for (const node of nodes) {
      const block = isElement(node) ? this.block(node) : null;
      if (block === null) {
        run.push(node);
        continue;
      }
      flush();
      if (block) out.push(block);
    }
    if (wrapInline || run.some((node) => textContent(node).trim())) flush();
    return out;
  }

  /** A block element's JATS, '' for one that holds nothing, null for an inline element. */
  private block(node: Element): string | null {
    switch (node.name) {
      case 'p': {
        const inline = this.inline(node.children);
        return inline.trim() ? element('p', {}, [inline]) : '';
      }
      case 'ul':
      case 'ol':
        return this.list(node);
      case 'blockquote':
        return element('disp-quote', {}, this.blocks(node.children, true));
      case 'figure':
        return this.figure(node);
      case 'div':
        return node.attribs.class === 'ft-table' ? this.table(node) : this.blocks(node.children).join('');
      case 'table':
        return this.table(node);
      default:
        return null;
    }
  }
}

function cellSpan(cell: Element): string {
  return ['colspan', 'rowspan']
    .filter((name) => /^\d{1,3}$/.test(cell.attribs[name] ?? ''))
    .map((name) => ` ${name}="${cell.attribs[name]}"`)
    .join('');
}

interface OpenSection {
  level: number;
  id: string | undefined;
  title: string;
  blocks: string[];
  sections: string[];
}

/**
 * The full text's HTML as a JATS body and notes. `absolute` turns the page's root-relative
 * picture addresses into the absolute ones a JATS consumer elsewhere can fetch.
 */
export function jatsFullText(html: string, absolute: (src: string) => string): JatsFullText {
  const writer = new JatsWriter(absolute);
  const doc = parseDocument(html);
  const notesSection = doc.children.filter(isElement).find((node) => node.name === 'section');
  const flow = doc.children.filter((node) => node !== notesSection);

  const top: OpenSection = { level: 1, id: undefined, title: '', blocks: [], sections: [] };
  const open: OpenSection[] = [top];
  const close = () => {
    const done = open.pop()!;
    const sec = element('sec', { id: xmlId(done.id) }, [done.title, ...done.blocks, ...done.sections]);
    open[open.length - 1]!.sections.push(sec);
  };
  for (const node of flow) {
    const level = isElement(node) ? HEADING.exec(node.name)?.[1] : undefined;
    if (isElement(node) && level) {
      while (open.length > 1 && open[open.length - 1]!.level >= Number(level)) close();
      open.push({
        level: Number(level),
        id: node.attribs.id,
        title: element('title', {}, [writer.inline(node.children)]),
        blocks: [],
        sections: [],
      });
      continue;
    }
    // Content belongs to the latest heading until the next: it never follows a subsection.
    open[open.length - 1]!.blocks.push(...writer.blocks([node]));
  }
  while (open.length > 1) close();

  const notes = notesSection
    ? findAll(
        (node) => node.name === 'li' && /^ft-(?:footnote|endnote)-\d+$/.test(node.attribs.id ?? ''),
        notesSection,
      )
    : [];
  return {
    body: element('body', {}, [...top.blocks, ...top.sections]),
    notes: notes.length
      ? element(
          'fn-group',
          {},
          notes.map((li) => {
            const [, kind, n] = /^ft-(footnote|endnote)-(\d+)$/.exec(li.attribs.id!)!;
            return element('fn', { id: noteId(kind!, n!) }, writer.blocks(li.children, true));
          }),
        )
      : '',
  };
}
