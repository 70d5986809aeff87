/**
 * The pieces of the Word manuscripts that the full-text conversion (issue 28) is fed: the demo
 * articles' texts, the hostile file and the long manuscript are built from these, written by the
 * `docx` library as Word writes them (built-in heading and caption styles, real list numbering,
 * footnotes and endnotes, a repeating header row, images with alternative text).
 */
import {
  Document,
  EndnoteReferenceRun,
  ExternalHyperlink,
  FootnoteReferenceRun,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type FileChild,
  type ParagraphChild,
} from 'docx';
import sharp from 'sharp';
import { escapeXml } from './escape-xml';

/** A piece of a paragraph: plain text, or a run made by one of the builders below. */
export type Inline = string | ParagraphChild;

export const em = (text: string) => new TextRun({ text, italics: true });
export const strong = (text: string) => new TextRun({ text, bold: true });

/** A footnote reference that carries its note, so content needs no ids agreed with its document. */
export const footnote = (text: string) => new FootnoteReferenceRun({ children: [new Paragraph(text)] });
export const endnote = (text: string) => new EndnoteReferenceRun({ children: [new Paragraph(text)] });

const runs = (parts: Inline[]) => parts.map((part) => (typeof part === 'string' ? new TextRun(part) : part));

export const para = (...parts: Inline[]) => new Paragraph({ children: runs(parts) });

/** A link to a web address, in Word's built-in Hyperlink character style. */
export const link = (text: string, href: string) =>
  new ExternalHyperlink({ link: href, children: [new TextRun({ text, style: 'Hyperlink' })] });

export const heading1 = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_1, text });
export const heading2 = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_2, text });
export const heading3 = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_3, text });

/** A paragraph in Word's built-in Caption style, as Word puts above a table and below a figure. */
export const caption = (text: string) => new Paragraph({ style: 'Caption', text });

/** Word's default bullet list. */
export function bulletList(items: Inline[][]): Paragraph[] {
  return items.map((parts) => new Paragraph({ children: runs(parts), bullet: { level: 0 } }));
}

const NUMBERED_LIST = {
  reference: 'manuscript-numbered-list',
  levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.' }],
};

/** A decimal list that counts from 1 again wherever it starts, as Word's "Restart at 1" does. */
export function numberedList(items: Inline[][]): Paragraph[] {
  return items.map(
    (parts, i) =>
      new Paragraph({
        children: runs(parts),
        numbering: { reference: NUMBERED_LIST, level: 0, restart: i === 0 },
      }),
  );
}

/**
 * A table of figures whose first row is the header, marked to repeat on every page (`w:tblHeader`),
 * which is what tells a converter that its cells are headers.
 */
export function dataTable(header: string[], rows: (string | number)[][]): Table {
  const cell = (content: string | number, bold: boolean) =>
    new TableCell({
      children: [new Paragraph({ children: [new TextRun({ text: String(content), bold })] })],
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: header.map((h) => cell(h, true)) }),
      ...rows.map((row) => new TableRow({ children: row.map((value) => cell(value, false)) })),
    ],
  });
}

export interface BarChart {
  /** Printed above the bars. */
  heading: string;
  /** The unit of the values, printed along the vertical axis. */
  unit: string;
  bars: { label: string; value: number }[];
}

const CHART = { width: 800, height: 450, left: 90, right: 30, top: 60, bottom: 56 } as const;

/** A bar chart as an 800 × 450 PNG, drawn from SVG by sharp, as an author's plotting tool would export it. */
export async function barChartPng(chart: BarChart): Promise<Buffer> {
  const plotWidth = CHART.width - CHART.left - CHART.right;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const baseline = CHART.top + plotHeight;
  const peak = Math.max(...chart.bars.map((b) => b.value));
  // Gridlines at 1, 2 or 5 times a power of ten, so that 5 to 10 of them span the tallest bar.
  const magnitude = 10 ** Math.floor(Math.log10(peak));
  const step = magnitude / (peak / magnitude > 5 ? 1 : peak / magnitude > 2 ? 2 : 5);
  const top = Math.ceil(peak / step) * step;
  const y = (value: number) => baseline - (value / top) * plotHeight;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const slot = plotWidth / chart.bars.length;
  const font = `font-family="DejaVu Sans, Arial, sans-serif"`;
  const grid = ticks
    .map(
      (t) =>
        `<line x1="${CHART.left}" x2="${CHART.width - CHART.right}" y1="${y(t).toFixed(1)}" y2="${y(t).toFixed(1)}" stroke="#d0d4da"/>` +
        `<text x="${CHART.left - 10}" y="${(y(t) + 5).toFixed(1)}" text-anchor="end" font-size="14" ${font} fill="#444">${+t.toFixed(2)}</text>`,
    )
    .join('');
  const bars = chart.bars
    .map((bar, i) => {
      const x = CHART.left + slot * i + slot * 0.2;
      const centre = (x + slot * 0.3).toFixed(1);
      return (
        `<rect x="${x.toFixed(1)}" y="${y(bar.value).toFixed(1)}" width="${(slot * 0.6).toFixed(1)}" height="${(baseline - y(bar.value)).toFixed(1)}" fill="#2f6f8f"/>` +
        `<text x="${centre}" y="${(y(bar.value) - 6).toFixed(1)}" text-anchor="middle" font-size="14" ${font} fill="#222">${bar.value}</text>` +
        `<text x="${centre}" y="${baseline + 24}" text-anchor="middle" font-size="13" ${font} fill="#222">${escapeXml(bar.label)}</text>`
      );
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CHART.width}" height="${CHART.height}">
<rect width="100%" height="100%" fill="#ffffff"/>
<text x="${CHART.width / 2}" y="34" text-anchor="middle" font-size="20" font-weight="700" ${font} fill="#222">${escapeXml(chart.heading)}</text>
${grid}${bars}
<line x1="${CHART.left}" x2="${CHART.width - CHART.right}" y1="${baseline}" y2="${baseline}" stroke="#222"/>
<text transform="translate(24 ${CHART.top + plotHeight / 2}) rotate(-90)" text-anchor="middle" font-size="15" ${font} fill="#444">${escapeXml(chart.unit)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

export interface Figure {
  /** The figure's number, unique in its document: also the drawing's id, which Word needs unique. */
  number: number;
  png: Buffer;
  /** What the figure shows, for a reader who cannot see it (the drawing's `descr`, an HTML `alt`). */
  altText: string;
  /** The caption after "Figure N. ". */
  caption: string;
}

/** The image in a paragraph of its own, followed by its caption in Word's built-in Caption style. */
export function figure({ number, png, altText, caption: text }: Figure): Paragraph[] {
  return [
    new Paragraph({
      children: [
        new ImageRun({
          type: 'png',
          data: png,
          // 800 × 450 pixels shown 6.25 inches wide, the text width of an A4 page with 1-inch margins.
          transformation: { width: 600, height: 338 },
          altText: {
            id: String(number),
            name: `Figure ${number}`,
            title: `Figure ${number}`,
            description: altText,
          },
        }),
      ],
    }),
    // The number is typed rather than a SEQ field: docx writes SEQ fields without their result, for
    // Word to fill in on opening, and a converter would read "Figure ." from them.
    caption(`Figure ${number}. ${text}`),
  ];
}

/**
 * The .docx of a manuscript body. docx's default styles are Word's own: "Heading 1" to "Heading 3"
 * and "caption" (the name Word gives its built-in Caption style, id `Caption`).
 */
export function packManuscript(input: {
  title: string;
  creator: string;
  children: FileChild[];
}): Promise<Buffer> {
  const document = new Document({
    title: input.title,
    creator: input.creator,
    lastModifiedBy: input.creator,
    sections: [{ children: input.children }],
  });
  return Packer.toBuffer(document);
}
