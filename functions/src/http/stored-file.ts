/**
 * The one way a stored file (a manuscript, an article's PDF or cover) becomes a response:
 * streamed from Cloud Storage with its length, type and download name.
 */
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { fileErrors } from '@journal/common/contracts/files';
import { pdfFileName } from '@journal/common/slug';
import type { ArticleRecord } from '../services/article-shape';
import { bucket } from '../services/firebase';
import { recordDownload } from '../services/metrics';
import { HttpError } from './errors';
import { visitorOf } from './visitor';

/** Downloads are counted, so the CDN must never answer them; browsers may keep them an hour. */
const PDF_CACHE = 'private, max-age=3600';

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
  // pipeline, not pipe: when the reader hangs up (a phone losing its signal), it stops the read
  // from Storage, which pipe would leave open, paused, holding its connection. The reader left
  // when the response closed unfinished while Storage was still sending; a failure of Storage's
  // own (a dropped connection reads as a premature close too) closes the response after it.
  const download = file.createReadStream();
  let readerLeft = false;
  res.once('close', () => {
    readerLeft = !res.writableFinished && !download.destroyed;
  });
  try {
    await pipeline(download, res);
  } catch (err) {
    if (!readerLeft) throw err;
  }
  return true;
}

/**
 * An article's PDF, inline under the file name made from its title: the one path for the API's
 * /api/articles/{slug}/pdf and the site's copy inside the article's folder. A GET is counted as a
 * download before the bytes go out, so that the count is settled when the reader has the file.
 * Answers false (and sends nothing) when the article has no stored PDF, so the caller can
 * answer its own 404.
 */
export async function sendArticlePdf(
  req: Request,
  res: Response,
  { id, doc }: ArticleRecord,
): Promise<boolean> {
  if (doc.pdfPath === null) return false;
  if (req.method === 'GET') await recordDownload(visitorOf(req), id);
  return streamFile(res, doc.pdfPath, {
    contentType: 'application/pdf',
    disposition: contentDisposition('inline', pdfFileName(doc.title)),
    cacheControl: PDF_CACHE,
  });
}

/** A submission's manuscript as a download, byte for byte, under the name it was submitted with. */
export async function sendManuscript(
  res: Response,
  manuscript: { path: string; fileName: string; contentType: string },
): Promise<void> {
  const sent = await streamFile(res, manuscript.path, {
    contentType: manuscript.contentType,
    disposition: contentDisposition('attachment', manuscript.fileName),
    cacheControl: 'private, no-store',
  });
  if (!sent) throw new HttpError(fileErrors.storedFileMissing);
}
