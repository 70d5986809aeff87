/**
 * Content detection for manuscripts: a file must be what its extension says, so a renamed
 * executable, web page or archive is refused whatever its name (docs/decisions.md
 * "Submissions"). The contract's leading-bytes check (common/src/contracts/files.ts), which
 * the browser runs too, comes first: a PDF starts with its signature, not merely mentions it.
 * Then `file-type` reads the whole file: a DOCX must be an Office Open XML package whose
 * [Content_Types].xml declares a Word document (any zip with a word/ folder is not one), and a
 * DOC an OLE2 compound file.
 */
import { fileTypeFromBuffer } from 'file-type/core';
import { MANUSCRIPT_SIGNATURES, type ManuscriptExtension } from '@journal/common/contracts/files';

/** What file-type names each manuscript kind (it names every OLE2 compound file 'cfb'). */
const DETECTED_AS: Record<ManuscriptExtension, string> = { pdf: 'pdf', doc: 'cfb', docx: 'docx' };

export async function contentMatchesExtension(
  extension: ManuscriptExtension,
  data: Buffer,
): Promise<boolean> {
  if (!MANUSCRIPT_SIGNATURES[extension](data)) return false;
  const detected = await fileTypeFromBuffer(data);
  return detected?.ext === DETECTED_AS[extension];
}
