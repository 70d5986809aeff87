import { MANUSCRIPT_EXTENSIONS, MAX_MANUSCRIPT_BYTES } from '@journal/common/contracts/files';
import { submissionMessages } from '@journal/common/messages';

export const MANUSCRIPT_ACCEPT = MANUSCRIPT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** The browser's own check of the manuscript (the server repeats it): null when the file is fine. */
export function manuscriptProblem(file: File | null): string | null {
  if (!file) return submissionMessages.fileMissing;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(MANUSCRIPT_EXTENSIONS as readonly string[]).includes(extension) || !file.name.includes('.')) {
    return submissionMessages.invalidFileType;
  }
  if (file.size > MAX_MANUSCRIPT_BYTES) return submissionMessages.fileTooLarge;
  return null;
}
