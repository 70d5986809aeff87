/**
 * Cloud Storage access. Every file reaches a client through the API (streamed here), so the
 * client never needs to know which bucket, emulator or credentials are behind it.
 */
import type { Response } from 'express';
import { bucket } from './firebase';

export async function saveFile(path: string, data: Buffer, contentType: string): Promise<void> {
  await bucket.file(path).save(data, { contentType, resumable: false, metadata: { contentType } });
}

/** Deletes a file; a file that is already gone is not an error. */
export async function deleteFile(path: string | null | undefined): Promise<void> {
  if (!path) return;
  await bucket.file(path).delete({ ignoreNotFound: true });
}

export async function deleteFolder(prefix: string): Promise<void> {
  await bucket.deleteFiles({ prefix, force: true });
}

export async function fileExists(path: string): Promise<boolean> {
  const [exists] = await bucket.file(path).exists();
  return exists;
}

export async function readFile(path: string): Promise<Buffer> {
  const [data] = await bucket.file(path).download();
  return data;
}

/** Content-Disposition with an ASCII fallback and the exact UTF-8 name (RFC 6266). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Streams a stored file as the response. Answers false (and sends nothing) when the object
 * does not exist, so the caller can answer its own 404.
 */
export async function streamFile(
  res: Response,
  path: string,
  headers: { contentType: string; disposition: string; cacheControl: string },
): Promise<boolean> {
  const file = bucket.file(path);
  let size: number;
  try {
    const [metadata] = await file.getMetadata();
    size = Number(metadata.size);
  } catch (err) {
    if ((err as { code?: number }).code === 404) return false;
    throw err;
  }
  res.status(200).set({
    'Content-Type': headers.contentType,
    'Content-Length': String(size),
    'Content-Disposition': headers.disposition,
    'Cache-Control': headers.cacheControl,
    'X-Content-Type-Options': 'nosniff',
  });
  await new Promise<void>((resolve, reject) => {
    file.createReadStream().on('error', reject).on('end', resolve).pipe(res);
  });
  return true;
}
