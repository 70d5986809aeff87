/**
 * Minimal office documents for the demo manuscripts: a real .docx (a ZIP made with fflate) and
 * a compound-file .doc container.
 */
import { zipSync } from 'fflate';
import { JOURNAL } from '@journal/common/constants';
import { MANUSCRIPT_SECTIONS } from './demo-files';
import { escapeXml } from './escape-xml';

/** 1 January 2025, local time as ZIP dates are: the same bytes on every run and machine. */
const FIXED_DATE = new Date(2025, 0, 1);

/** A ZIP archive of deflated entries, written by fflate. */
export function zip(entries: { name: string; data: Buffer }[]): Buffer {
  const files = Object.fromEntries(entries.map(({ name, data }) => [name, new Uint8Array(data)]));
  return Buffer.from(zipSync(files, { mtime: FIXED_DATE }));
}

/** The smallest package Word and LibreOffice open: content types, one relationship, the body. */
export function createManuscriptDocx(title: string): Buffer {
  const paragraph = (text: string, runProperties = '') =>
    `<w:p><w:r>${runProperties}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
  const body = [
    paragraph(title, '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr>'),
    paragraph(`Manuscript submitted to ${JOURNAL.title}.`, '<w:rPr><w:i/></w:rPr>'),
    paragraph('Author names and affiliations removed for double-blind review.'),
    ...MANUSCRIPT_SECTIONS.flatMap((s) => [
      paragraph(s.heading, '<w:rPr><w:b/></w:rPr>'),
      ...s.paragraphs.map((p) => paragraph(p)),
    ]),
  ].join('');
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  return zip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
      ),
    },
    {
      name: '_rels/.rels',
      data: Buffer.from(
        `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
      ),
    },
    {
      name: 'word/document.xml',
      data: Buffer.from(
        `${xml}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`,
        'utf8',
      ),
    },
  ]);
}

/**
 * A valid OLE2 compound file (version 3, 512-byte sectors) holding one stream with the
 * manuscript text. It is not a Word 97 document (that needs a File Information Block and
 * piece tables), but it is what a .doc is on the outside, which is what upload checks see.
 * Layout: header, FAT in sector 0, directory in sector 1, the stream from sector 2.
 */
export function createManuscriptDoc(title: string): Buffer {
  const SECTOR = 512;
  const [FREE, END_OF_CHAIN, FAT_SECTOR, NO_STREAM] = [0xffffffff, 0xfffffffe, 0xfffffffd, 0xffffffff];
  const text = Buffer.from(`${title}\r\n\r\nManuscript submitted to ${JOURNAL.title}.\r\n`, 'utf8');
  // Streams under 4096 bytes belong in the mini stream; padding to that size lets this one
  // live in ordinary sectors, so no mini FAT is needed.
  const stream = Buffer.alloc(Math.max(4096, Math.ceil(text.length / SECTOR) * SECTOR));
  text.copy(stream);
  const streamSectors = stream.length / SECTOR;
  if (streamSectors + 2 > SECTOR / 4) throw new Error('Manuscript text too long for a one-sector FAT');

  const header = Buffer.alloc(SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x003e, 0x18); // minor version
  header.writeUInt16LE(0x0003, 0x1a); // major version 3
  header.writeUInt16LE(0xfffe, 0x1c); // little-endian byte order mark
  header.writeUInt16LE(9, 0x1e); // sector size 2^9
  header.writeUInt16LE(6, 0x20); // mini sector size 2^6
  header.writeUInt32LE(1, 0x2c); // FAT sectors
  header.writeUInt32LE(1, 0x30); // first directory sector
  header.writeUInt32LE(4096, 0x38); // mini stream cutoff
  header.writeUInt32LE(END_OF_CHAIN, 0x3c); // no mini FAT
  header.writeUInt32LE(END_OF_CHAIN, 0x44); // no DIFAT sectors
  header.writeUInt32LE(0, 0x4c); // DIFAT[0]: the FAT is sector 0
  for (let i = 1; i < 109; i++) header.writeUInt32LE(FREE, 0x4c + i * 4);

  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END_OF_CHAIN, 4);
  for (let i = 0; i < streamSectors; i++) {
    fat.writeUInt32LE(i === streamSectors - 1 ? END_OF_CHAIN : 2 + i + 1, (2 + i) * 4);
  }

  const entry = (name: string, type: number, child: number, start: number, size: number) => {
    const e = Buffer.alloc(128);
    e.write(`${name}\0`, 0, 'utf16le');
    e.writeUInt16LE((name.length + 1) * 2, 0x40);
    e.writeUInt8(type, 0x42);
    e.writeUInt8(1, 0x43); // black: a one-node tree is trivially a valid red-black tree
    e.writeUInt32LE(NO_STREAM, 0x44);
    e.writeUInt32LE(NO_STREAM, 0x48);
    e.writeUInt32LE(child, 0x4c);
    e.writeUInt32LE(start, 0x74);
    e.writeUInt32LE(size, 0x78);
    return e;
  };
  // An unused entry is all zeros except its sibling and child ids, which say "none".
  const unused = Buffer.alloc(128).fill(0xff, 0x44, 0x50);
  const directory = Buffer.concat([
    entry('Root Entry', 5, 1, END_OF_CHAIN, 0),
    entry('Manuscript', 2, NO_STREAM, 2, stream.length),
    unused,
    unused,
  ]);
  return Buffer.concat([header, fat, directory, stream]);
}
