/**
 * Content sniffing for manuscripts: a file must be what its extension says, so a renamed
 * executable or image is refused even though its name ends in .pdf (docs/decisions.md
 * "Submissions"). The leading-bytes checks are the contract's (common/src/contracts/files.ts),
 * which the browser runs too; the server also reads a DOCX's zip directory for its word/ part.
 */
import { MANUSCRIPT_SIGNATURES, type ManuscriptExtension } from '@journal/common/contracts/files';

const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const EOCD_MIN_SIZE = 22;
const MAX_ZIP_COMMENT = 0xffff;
const WORD_PART_PREFIX = 'word/';

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

/** A Word 2007+ document is a zip package (the contract's check) whose main part lives under word/. */
function hasWordPart(data: Buffer): boolean {
  const names = centralDirectoryNames(data);
  return names !== null && names.some((name) => name.startsWith(WORD_PART_PREFIX));
}

export function contentMatchesExtension(extension: ManuscriptExtension, data: Buffer): boolean {
  if (!MANUSCRIPT_SIGNATURES[extension](data)) return false;
  return extension !== 'docx' || hasWordPart(data);
}
