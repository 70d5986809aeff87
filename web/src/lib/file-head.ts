import { SIGNATURE_BYTES } from '@journal/common/contracts/files';

/** A chosen file as the contracts' file checks read it: name, size and its first bytes. */
export interface FileHead {
  name: string;
  size: number;
  head: Uint8Array;
}

/** Reads the first bytes of a chosen file (FileReader: every browser, and jsdom in the tests). */
export function readFileHead(file: File): Promise<FileHead> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve({ name: file.name, size: file.size, head: new Uint8Array(reader.result as ArrayBuffer) });
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, SIGNATURE_BYTES));
  });
}
