/**
 * PDFs for the demo seed and the tests: article PDFs and manuscripts. Each is a real file of
 * its type, so that downloads, content sniffing and viewers behave as they would with an
 * author's upload. Covers are in demo-cover.ts, .doc and .docx in demo-office-files.ts.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { JOURNAL } from '@journal/common/constants';

export interface ArticlePdfInput {
  title: string;
  author: string;
  abstract: string;
  keywords: string[];
  volumeName: string;
  issueName: string;
  year: number;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 72;
const GREY = rgb(0.35, 0.35, 0.38);

// Characters pdf-lib's standard (WinAnsi) fonts lack, with readable stand-ins.
const WIN_ANSI_STAND_INS: Record<string, string> = {
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2248': '~',
  '\u2192': '->',
  '\u2190': '<-',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u2032': "'",
  '\u2033': '"',
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0131': 'i',
  '\u0110': 'D',
  '\u0111': 'd',
};

export interface Section {
  heading: string;
  paragraphs: string[];
}

interface Fonts {
  body: PDFFont;
  heading: PDFFont;
  small: PDFFont;
}

/** Lays text out top to bottom over as many A4 pages as it needs, with a running head. */
class PageWriter {
  private page: PDFPage;
  private y = 0;
  // All three standard fonts use WinAnsi, so one character set serves them all.
  private readonly encodable: Set<number>;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly runningHead: string,
  ) {
    this.encodable = new Set(fonts.body.getCharacterSet());
    this.page = this.addPage();
  }

  /** Replaces what the fonts cannot encode: a stand-in, the letter without its accent, or '?'. */
  safe(text: string): string {
    const canEncode = (s: string) => Array.from(s).every((c) => this.encodable.has(c.codePointAt(0) ?? 0));
    return Array.from(text.normalize('NFC'), (c) => {
      if (canEncode(c)) return c;
      const standIn = WIN_ANSI_STAND_INS[c] ?? c.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return standIn && canEncode(standIn) ? standIn : '?';
    }).join('');
  }

  text(text: string, font: PDFFont, size: number, gapAfter = size * 0.6): void {
    const lineHeight = size * 1.38;
    for (const line of this.wrap(this.safe(text), font, size)) {
      if (this.y - lineHeight < MARGIN) this.page = this.addPage();
      this.y -= lineHeight;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font });
    }
    this.y -= gapAfter;
  }

  heading(text: string): void {
    // Keep a heading with at least three lines of the text under it.
    if (this.y - 70 < MARGIN) this.page = this.addPage();
    this.y -= 8;
    this.text(text, this.fonts.heading, 12, 4);
  }

  /** Page numbers and the footer line go on last, when the page count is known. */
  finish(footer: string): void {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      page.drawText(this.safe(footer), { x: MARGIN, y: 40, size: 7.5, font: this.fonts.small, color: GREY });
      const number = `Page ${i + 1} of ${pages.length}`;
      const width = this.fonts.small.widthOfTextAtSize(number, 7.5);
      page.drawText(number, {
        x: A4[0] - MARGIN - width,
        y: 40,
        size: 7.5,
        font: this.fonts.small,
        color: GREY,
      });
    });
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage(A4);
    page.drawText(this.safe(this.runningHead), {
      x: MARGIN,
      y: A4[1] - 44,
      size: 8.5,
      font: this.fonts.small,
      color: GREY,
    });
    page.drawLine({
      start: { x: MARGIN, y: A4[1] - 50 },
      end: { x: A4[0] - MARGIN, y: A4[1] - 50 },
      thickness: 0.5,
      color: GREY,
    });
    this.y = A4[1] - MARGIN;
    return page;
  }

  private wrap(text: string, font: PDFFont, size: number): string[] {
    const width = A4[0] - 2 * MARGIN;
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    return line ? [...lines, line] : lines;
  }
}

async function openWriter(title: string, author: string, runningHead: string) {
  // No automatic dates or producer: the same input gives the same bytes on every seed.
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(title);
  doc.setAuthor(author);
  doc.setLanguage(JOURNAL.language);
  const fonts: Fonts = {
    body: await doc.embedFont(StandardFonts.TimesRoman),
    heading: await doc.embedFont(StandardFonts.HelveticaBold),
    small: await doc.embedFont(StandardFonts.Helvetica),
  };
  return { doc, fonts, writer: new PageWriter(doc, fonts, runningHead) };
}

function writeSections(writer: PageWriter, fonts: Fonts, sections: Section[]): void {
  for (const section of sections) {
    writer.heading(section.heading);
    for (const paragraph of section.paragraphs) writer.text(paragraph, fonts.body, 11);
  }
}

/** Each comma-separated author as cited: the surname, and "Surname, I." for the reference list. */
function citedNames(author: string): { surname: string; reference: string }[] {
  return author.split(',').map((name) => {
    const parts = name.trim().split(/\s+/);
    const surname = parts.at(-1) ?? name;
    return { surname, reference: `${surname}, ${parts[0]?.charAt(0) ?? ''}.` };
  });
}

/** Body text built from the abstract and keywords, so each demo PDF reads as its own paper. */
function articleSections(input: ArticlePdfInput): Section[] {
  const [context = input.abstract, study = input.abstract] = input.abstract.split(/\n\s*\n/);
  // The abstract's account of the study splits where it first reports a finding: what comes
  // before is method, what follows is result, and its last sentence is the conclusion.
  const sentences = study.split(/(?<=[.!?])\s+(?=[A-Z])/);
  const firstFinding = sentences.findIndex((s) =>
    /\d\s?%|US\$|\b(reached|fell|rose|ranged|reduced|lowered|raised|explained|detected|found)\b/.test(s),
  );
  const split = Math.min(Math.max(firstFinding, 1), sentences.length - 1);
  const conclusion = sentences.length > 2 ? sentences.pop() : undefined;
  const keyword = (i: number) =>
    input.keywords[i % Math.max(input.keywords.length, 1)] ?? 'the subject of this study';
  const [
    first = { surname: 'Banda', reference: 'Banda, T.' },
    second = { surname: 'Phiri', reference: 'Phiri, N.' },
  ] = citedNames(input.author);
  const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return [
    {
      heading: '1. Introduction',
      paragraphs: [
        context,
        `Work on ${keyword(0)} and ${keyword(1)} in southern Africa has often relied on short measurement campaigns or on values carried over from other regions, and it is seldom clear how well such results transfer to local materials, climate and institutions (${first.surname} and ${second.surname}, ${input.year - 2}). The aim of this study was to gather evidence under the conditions in which its results will be used. Section 2 describes the methods, Section 3 presents the results and Section 4 discusses what they mean for practice, with particular attention to ${keyword(2)}.`,
      ],
    },
    {
      heading: '2. Methods',
      paragraphs: [
        `${sentences.slice(0, split).join(' ')} The study design was agreed with local partners before fieldwork began, and informed consent was obtained wherever people or their property were involved.`,
        'Instruments were checked against calibrated references at the start and end of each campaign. Records with missing or implausible values were flagged and excluded before analysis; the excluded share never exceeded 3%. Uncertainties are reported as 95% confidence intervals, and differences between groups were tested with non-parametric methods because most variables were not normally distributed.',
      ],
    },
    {
      heading: '3. Results',
      paragraphs: [
        sentences.slice(split).join(' ') || study,
        `Site-to-site and seasonal variation was larger than the measurement uncertainty for every variable reported here. The complete data set on ${keyword(3)} is available from the corresponding author on reasonable request.`,
      ],
    },
    {
      heading: '4. Discussion',
      paragraphs: [
        `${conclusion ?? ''} The findings bear directly on ${keyword(0)} in Zambia and in neighbouring countries with similar conditions. They agree in direction with earlier reports from the region, but the magnitudes measured here differ enough to matter for design and for budgets, which supports using local evidence rather than values taken from elsewhere.`,
        `Three limitations should be noted. The study covered a limited number of sites over a limited period, so unusual years may not be represented; costs were estimated at prices current at the time and will move with exchange rates; and progress on ${keyword(1)} depends on local practice as much as on technology. Further work should extend the record over several seasons and test the approach at a larger scale. Within these limits, the results give engineers, planners and communities a practical basis for decisions on ${keyword(2)}.`,
      ],
    },
    {
      heading: 'References',
      paragraphs: [
        `[1] ${first.reference} and ${second.reference} (${input.year - 2}). Field observations of ${keyword(0)} in Zambia. ${JOURNAL.title}, 1(1), 1-12.`,
        `[2] ${second.reference} (${input.year - 4}). ${capital(keyword(1))}: methods and practice in sub-Saharan Africa. Lusaka: ${JOURNAL.publisher} Press.`,
        `[3] Zambia Statistics Agency (${input.year - 3}). Statistical yearbook. Lusaka: ZamStats.`,
        `[4] Southern African Development Community (${input.year - 5}). Regional guidelines on ${keyword(2)}. Gaborone: SADC Secretariat.`,
        `[5] ${first.reference} (${input.year - 1}). ${capital(keyword(3))} under field conditions: data and code. Zenodo.`,
      ],
    },
  ];
}

export async function createArticlePdf(input: ArticlePdfInput): Promise<Uint8Array> {
  const where = `${input.volumeName}, ${input.issueName} (${input.year})`;
  const { doc, fonts, writer } = await openWriter(input.title, input.author, `${JOURNAL.title}  |  ${where}`);
  doc.setSubject(`${JOURNAL.title}, ${where}`);
  doc.setKeywords(input.keywords);
  writer.text(input.title, fonts.heading, 17, 10);
  writer.text(input.author, fonts.body, 12, 4);
  writer.text(`${JOURNAL.publisher}, Lusaka, Zambia`, fonts.small, 9, 14);
  writer.heading('Abstract');
  for (const paragraph of input.abstract.split(/\n\s*\n/)) writer.text(paragraph, fonts.body, 11);
  writer.text(`Keywords: ${input.keywords.join('; ')}`, fonts.body, 11, 10);
  writeSections(writer, fonts, articleSections(input));
  writer.finish(
    `\u00a9 ${input.year} The authors. Open access under the ${JOURNAL.licence} licence, ${JOURNAL.licenceUrl}`,
  );
  return doc.save();
}

/** What the demo manuscripts say; the PDF and the .docx share it. */
export const MANUSCRIPT_SECTIONS: Section[] = [
  {
    heading: 'Abstract',
    paragraphs: [
      'This manuscript reports a study carried out in Zambia: the problem, the methods used, the main results and what they mean for practice.',
    ],
  },
  {
    heading: 'Introduction',
    paragraphs: [
      'The introduction sets out the engineering problem, summarises earlier work in southern Africa and states the aim of the study.',
    ],
  },
  {
    heading: 'Methods',
    paragraphs: [
      'Field and laboratory methods are described in enough detail for others to repeat them, with the instruments, their calibration and the statistical tests used.',
    ],
  },
  {
    heading: 'Results and discussion',
    paragraphs: [
      'Results are presented with their uncertainty and compared with earlier studies; limitations are stated plainly.',
    ],
  },
];

export async function createManuscriptPdf(title: string): Promise<Uint8Array> {
  const { fonts, writer, doc } = await openWriter(
    title,
    'Anonymous (double-blind review)',
    `Manuscript submitted to ${JOURNAL.title}`,
  );
  writer.text(title, fonts.heading, 16, 10);
  writer.text('Author names and affiliations removed for double-blind review.', fonts.small, 9, 12);
  writeSections(writer, fonts, MANUSCRIPT_SECTIONS);
  writer.finish('Manuscript for peer review. Not for citation or distribution.');
  return doc.save();
}
