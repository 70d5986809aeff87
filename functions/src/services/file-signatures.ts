/**
 * Content sniffing for manuscripts: a file must be what its extension says, so a renamed
 * executable or image is refused even though its name ends in .pdf (DECISIONS.md).
 */
import type { ManuscriptExtension } from '@journal/common/contracts/files';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** PDF readers accept the header anywhere in the first 1024 bytes (PDF 1.7, Annex H). */
const PDF_HEADER_WINDOW = 1024;
/** Word 97-2003 files are OLE2 compound documents. */
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const EOCD_MIN_SIZE = 22;
const MAX_ZIP_COMMENT = 0xffff;
const WORD_PART_PREFIX = 'word/';

function isPdf(data: Buffer): boolean {
  return data.subarray(0, PDF_HEADER_WINDOW).indexOf(PDF_MAGIC) !== -1;
}

function isOle2(data: Buffer): boolean {
  return data.length >= OLE2_MAGIC.length && data.subarray(0, OLE2_MAGIC.length).equals(OLE2_MAGIC);
}

/** Entry names from the zip's central directory, or null when it cannot be found or read. */
function centralDirectoryNames(data: Buffer): string[] | null {
  const earliest = Math.max(0, data.length - EOCD_MIN_SIZE - MAX_ZIP_COMMENT);
  let eocd = -1;
  for (let at = data.length - EOCD_MIN_SIZE; at >= earliest; at -= 1) {
    if (data.readUInt32LE(at) === ZIP_END_OF_DIRECTORY) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = data.readUInt16LE(eocd + 10);
  let at = data.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== ZIP_CENTRAL_HEADER) return null;
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    if (at + 46 + nameLength > data.length) return null;
    names.push(data.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** A Word 2007+ document is a zip package whose main part lives under word/. */
function isDocx(data: Buffer): boolean {
  if (data.length < 30 || data.readUInt32LE(0) !== ZIP_LOCAL_HEADER) return false;
  const names = centralDirectoryNames(data);
  return names !== null && names.some((name) => name.startsWith(WORD_PART_PREFIX));
}

const checks: Record<ManuscriptExtension, (data: Buffer) => boolean> = {
  pdf: isPdf,
  doc: isOle2,
  docx: isDocx,
};

export function contentMatchesExtension(extension: ManuscriptExtension, data: Buffer): boolean {
  return checks[extension](data);
}
