/**
 * Cloud Storage access. Every file reaches a client through the API (http/stored-file.ts), so the
 * client never needs to know which bucket, emulator or credentials are behind it.
 */
import { bucket } from './firebase';

export async function saveFile(path: string, data: Buffer, contentType: string): Promise<void> {
  await bucket.file(path).save(data, { contentType, resumable: false, metadata: { contentType } });
}

export async function readFile(path: string): Promise<Buffer> {
  const [data] = await bucket.file(path).download();
  return data;
}

/** Deletes a file; a file that is already gone is not an error. */
export async function deleteFile(path: string | null | undefined): Promise<void> {
  if (!path) return;
  await bucket.file(path).delete({ ignoreNotFound: true });
}

export async function deleteFolder(prefix: string): Promise<void> {
  await bucket.deleteFiles({ prefix, force: true });
}
