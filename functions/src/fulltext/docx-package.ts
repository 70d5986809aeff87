/**
 * How far a Word file unpacks, checked before mammoth reads it. A .docx is a zip, and a few
 * hundred kilobytes of zip can unpack to gigabytes. mammoth unpacks each part it reads whole and
 * parses it in memory: a 411 KB file whose document.xml unpacks to 400 MB of spaces took it
 * 3.2 s and 1.3 GB, more than an API instance has for all its requests at once (index.ts), and
 * an author's manuscript is converted as readily as the editor's own file.
 *
 * So every part is unpacked here first, as a stream that nothing keeps, and counted; the file is
 * refused as soon as the count passes the limit. Each entry of the zip's directory counts on its
 * own, so entries that share their packed bytes count as often as mammoth would unpack them. A
 * part that unpacks to more than its entry declares is refused as unreadable: JSZip, which
 * mammoth reads with, checks the same, but only once it has unpacked the part whole.
 *
 * Before that, the zip's directory is read for its number of parts alone: JSZip builds an object
 * for every entry before anything can be counted, and a 9 MB file of 100,000 empty entries took
 * the conversion 3.2 s and 408 MB. Word writes a few dozen parts, one more for each picture.
 *
 * This bounds what a file unpacks to, not what mammoth spends parsing it: XML that is dense
 * rather than large (4 MB of empty paragraphs, 7.7 KB packed) still took it 1 GB, which only a
 * worker with memory limits would contain (docs/decisions.md, "Full text").
 */
import { unzipSync } from 'fflate';
import JSZip from 'jszip';
import { MAX_FULL_TEXT_DOCX_UNPACKED_BYTES } from '@journal/common/contracts/full-text';

/** Far more parts than Word writes: its own dozens, one per picture (at most 60 are kept). */
export const MAX_DOCX_PARTS = 1_000;

/** A file that is no zip, whose parts are not what it declares, or that mammoth cannot read. */
export class UnreadableDocxError extends Error {}
/** A file whose parts unpack to more than the limit. */
export class DocxUnpacksTooLargeError extends Error {}

/** Throws UnreadableDocxError unless `docx` is a zip of at most MAX_DOCX_PARTS entries. */
function checkPartCount(docx: Buffer): void {
  let parts = 0;
  try {
    // Reads the directory only: every entry is left packed.
    unzipSync(docx, {
      filter: () => {
        parts += 1;
        if (parts > MAX_DOCX_PARTS) throw new UnreadableDocxError(`more than ${MAX_DOCX_PARTS} parts`);
        return false;
      },
    });
  } catch (err) {
    if (err instanceof UnreadableDocxError) throw err;
    throw new UnreadableDocxError(err instanceof Error ? err.message : String(err));
  }
}

/**
 * Resolves when `docx` has at most MAX_DOCX_PARTS parts that unpack to at most `limit` bytes in
 * all; rejects with the errors above.
 */
export async function checkUnpackedSize(
  docx: Buffer,
  limit = MAX_FULL_TEXT_DOCX_UNPACKED_BYTES,
): Promise<void> {
  checkPartCount(docx);
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(docx, { checkCRC32: false });
  } catch (err) {
    throw new UnreadableDocxError(err instanceof Error ? err.message : String(err));
  }
  let unpacked = 0;
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    await new Promise<void>((resolve, reject) => {
      const stream = entry.nodeStream('nodebuffer');
      stream.on('data', (chunk: Buffer) => {
        unpacked += chunk.length;
        if (unpacked > limit) {
          // Nothing asks for more: the part is not unpacked any further.
          stream.pause();
          stream.removeAllListeners('data');
          reject(new DocxUnpacksTooLargeError(`${entry.name}: over ${limit} bytes unpacked`));
        }
      });
      stream.on('error', (err: Error) => reject(new UnreadableDocxError(err.message)));
      stream.on('end', () => resolve());
    });
  }
}
