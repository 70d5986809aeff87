/**
 * A small Word manuscript that carries what an attacker, or a careless author, could put in the
 * file an editor attaches (issue 28): markup typed as text, a `javascript:` link, and an image
 * linked from a remote server, beside the ordinary parts of a manuscript. The tests of the
 * conversion assert that none of the hostile parts reaches a reader and that the rest does.
 */
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { ImageRun, Paragraph } from 'docx';
import sharp from 'sharp';
import { createManuscriptDocx } from './demo-office-files';
import { escapeXml } from './escape-xml';
import {
  barChartPng,
  caption,
  dataTable,
  figure,
  footnote,
  heading1,
  link,
  packManuscript,
  para,
} from './manuscript-builders';

export const HOSTILE_SCRIPT_TEXT = '<script>alert("x")</script>';
export const HOSTILE_IMG_TEXT = '<img src=x onerror=alert(1)>';
export const HOSTILE_LINK_HREF = 'javascript:alert(document.cookie)';
export const HOSTILE_LINK_TEXT = 'Click me';
/** Where the linked image would be fetched from, telling its owner who read the article and when. */
export const REMOTE_IMAGE_URL = 'https://tracker.example/pixel.png';
export const REMOTE_IMAGE_ALT_TEXT = 'Tracking pixel';

export const SAFE_LINK_HREF = 'https://example.org/data';
export const SAFE_LINK_TEXT = 'the data';
export const FIGURE_ALT_TEXT =
  'Bar chart of mean dissolved copper: 4.2 mg/L at the inlet, 1.1 mg/L after the limestone drain, 0.4 mg/L at the outlet.';
/** The caption after its "Figure 1. ". */
export const FIGURE_CAPTION = 'Dissolved copper along the pilot wetland.';
export const FOOTNOTE_TEXT = 'Filtered through 0.45 µm membranes and acidified on site.';

export async function hostileDocx(): Promise<Buffer> {
  const pixel = await sharp({
    create: { width: 1, height: 1, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .png()
    .toBuffer();
  const embedded = await packManuscript({
    title: 'Copper removal in a pilot wetland',
    creator: 'Hostile fixture',
    children: [
      heading1('Results'),
      para(
        'Copper fell along the wetland in every month sampled',
        footnote(FOOTNOTE_TEXT),
        '; the monthly series is in ',
        link(SAFE_LINK_TEXT, SAFE_LINK_HREF),
        '.',
      ),
      para(HOSTILE_SCRIPT_TEXT),
      para(HOSTILE_IMG_TEXT),
      para('For the raw samples, ', link(HOSTILE_LINK_TEXT, HOSTILE_LINK_HREF), '.'),
      caption('Table 1. Dissolved copper (mg/L).'),
      dataTable(
        ['Month', 'Inlet', 'After drain', 'Outlet'],
        [
          ['March', '4.6', '1.3', '0.5'],
          ['June', '4.1', '1.0', '0.4'],
          ['September', '3.9', '1.0', '0.3'],
        ],
      ),
      ...figure({
        number: 1,
        png: await barChartPng({
          heading: 'Dissolved copper along the wetland',
          unit: 'Copper (mg/L)',
          bars: [
            { label: 'Inlet', value: 4.2 },
            { label: 'After drain', value: 1.1 },
            { label: 'Outlet', value: 0.4 },
          ],
        }),
        altText: FIGURE_ALT_TEXT,
        caption: FIGURE_CAPTION,
      }),
      new Paragraph({
        children: [
          new ImageRun({
            type: 'png',
            data: pixel,
            transformation: { width: 1, height: 1 },
            altText: { id: '2', name: REMOTE_IMAGE_ALT_TEXT, description: REMOTE_IMAGE_ALT_TEXT },
          }),
        ],
      }),
    ],
  });
  return linkImageRemotely(embedded, pixel, REMOTE_IMAGE_URL);
}

/**
 * Turns the embedded image whose bytes are `image` into one linked from `url`, as Word writes a
 * picture inserted with "Link to File": an external relationship, and `r:link` in place of
 * `r:embed`. This is the one step done on the package rather than through docx, which embeds
 * every image it writes and has no option for a linked one; the rest of the file is docx's.
 */
function linkImageRemotely(docx: Buffer, image: Buffer, url: string): Buffer {
  const files = unzipSync(docx);
  const media = Object.keys(files).find(
    (name) => name.startsWith('word/media/') && Buffer.from(files[name] ?? []).equals(image),
  );
  const rels = strFromU8(files['word/_rels/document.xml.rels'] ?? new Uint8Array());
  const target = media?.slice('word/'.length);
  const relationship = rels.match(/<Relationship\b[^>]*\/>/g)?.find((r) => r.includes(`Target="${target}"`));
  const id = relationship?.match(/\bId="([^"]+)"/)?.[1];
  const body = strFromU8(files['word/document.xml'] ?? new Uint8Array());
  const embedding = `r:embed="${id}"`;
  if (!media || !relationship || !id || body.split(embedding).length !== 2) {
    throw new Error('The image to link remotely is not in the package as docx wrote it');
  }
  files['word/_rels/document.xml.rels'] = strToU8(
    rels.replace(
      relationship,
      relationship.replace(`Target="${target}"`, `Target="${escapeXml(url)}" TargetMode="External"`),
    ),
  );
  files['word/document.xml'] = strToU8(body.replace(embedding, `r:link="${id}"`));
  delete files[media];
  return Buffer.from(zipSync(files));
}

/** The package of a small Word manuscript, each part by name. */
function manuscriptParts(): Record<string, Uint8Array> {
  return unzipSync(createManuscriptDocx('Unpacked beyond measure'));
}

/**
 * A Word manuscript whose body carries `spaces` bytes of spaces between two of its elements,
 * which deflate packs a thousand to one: a few hundred kilobytes of file that unpack to hundreds
 * of megabytes (a "zip bomb"). Word reads it as the manuscript it is.
 */
export function docxUnpackingTo(spaces: number): Buffer {
  const files = manuscriptParts();
  const body = strFromU8(files['word/document.xml'] ?? new Uint8Array());
  const at = body.indexOf('<w:body>') + '<w:body>'.length;
  files['word/document.xml'] = new Uint8Array(
    Buffer.concat([Buffer.from(body.slice(0, at)), Buffer.alloc(spaces, ' '), Buffer.from(body.slice(at))]),
  );
  return Buffer.from(zipSync(files, { level: 9 }));
}

/**
 * A Word manuscript with `extra` empty parts beside its own, which no relationship names: the
 * package stays a few bytes a part, but every reader of the zip makes an object for each.
 */
export function docxWithExtraParts(extra: number): Buffer {
  const files = manuscriptParts();
  for (let i = 0; i < extra; i += 1) files[`customXml/empty${i}.xml`] = new Uint8Array(0);
  return Buffer.from(zipSync(files));
}

/**
 * `docx` with its zip directory saying that its body unpacks to half the bytes it does: what a
 * crafted file does to slip a large part past a check of the declared sizes.
 */
export function understatingItsBody(docx: Buffer): Buffer {
  const copy = Buffer.from(docx);
  const name = Buffer.from('word/document.xml');
  const signature = Buffer.from('PK\x01\x02', 'latin1');
  // The central directory's entries: signature PK\1\2, the unpacked size at 24, the name at 46.
  for (let at = copy.indexOf(signature); at >= 0; at = copy.indexOf(signature, at + 1)) {
    if (!copy.subarray(at + 46, at + 46 + name.length).equals(name)) continue;
    copy.writeUInt32LE(Math.floor(copy.readUInt32LE(at + 24) / 2), at + 24);
    return copy;
  }
  throw new Error('The body is not in the package as fflate wrote it');
}
