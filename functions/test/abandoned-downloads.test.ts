/**
 * A reader on a phone who leaves in the middle of a PDF (a dropped connection, a closed tab)
 * must not leave the API reading that PDF from Cloud Storage for nobody: each such download
 * would hold a connection to Storage and a pending request in the instance until Storage gave
 * up on it. The API runs in a process of its own whose Storage is a proxy that sees how each
 * download from Storage ended (storage-faults.ts).
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archivePdf, createArticle, createPlace } from './archive-fixtures';
import { adminToken, bucket, db } from './harness';
import { startApiProcess, startStorageProxy, type StorageProxy } from './storage-faults';
import type { ApiProcess } from './fault-api-process';

/** Far more than the sockets between the three processes hold, so the download is cut short. */
const LARGE_PDF_BYTES = 24 * 1024 * 1024;
/** How long the Storage side may stay open after the reader left. */
const GIVES_UP_WITHIN_MS = 10_000;

let proxy: StorageProxy;
let api: ApiProcess;
let token: string;

beforeAll(async () => {
  token = await adminToken();
  proxy = await startStorageProxy();
  api = await startApiProcess(proxy.address);
});
afterAll(async () => {
  await api?.kill();
  await proxy?.stop();
});

/**
 * An article with the fixtures' small PDF, or with one `bytes` long stored in its place; answers
 * its slug and the PDF's object name.
 */
async function articleWithPdf(bytes?: number) {
  const { place } = await createPlace(api.url, token);
  const article = await createArticle(api.url, token, place, {}, { pdf: { data: archivePdf('Abandoned') } });
  const pdfPath = String((await db.doc(`articles/${article._id}`).get()).get('pdfPath'));
  if (bytes !== undefined) {
    const large = Buffer.alloc(bytes, 0x20);
    archivePdf('Large').copy(large);
    await bucket.file(pdfPath).save(large, { contentType: 'application/pdf', resumable: false });
  }
  return { slug: article.slug, pdfPath };
}

/** How the API's download from Storage ended, or `still reading` after GIVES_UP_WITHIN_MS. */
function storageSide(pdfPath: string): Promise<'read' | 'abandoned' | 'still reading'> {
  return Promise.race([
    proxy.downloadEnd(pdfPath),
    new Promise<'still reading'>((resolve) => setTimeout(() => resolve('still reading'), GIVES_UP_WITHIN_MS)),
  ]);
}

/** GETs the article's PDF and hangs up on the first bytes; answers the status it saw. */
function leaveAfterFirstBytes(slug: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${api.url}/api/articles/${slug}/pdf`, (res) => {
      res.once('data', () => {
        req.destroy();
        resolve(res.statusCode ?? 0);
      });
    });
    req.on('error', (err) => {
      if (!req.destroyed) reject(err);
    });
    req.end();
  });
}

describe('a PDF download the reader leaves half-way', () => {
  it('is read from Storage to its end when the reader takes it all', async () => {
    const { slug, pdfPath } = await articleWithPdf();
    const ended = storageSide(pdfPath);
    const res = await fetch(`${api.url}/api/articles/${slug}/pdf`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(archivePdf('Abandoned'));
    expect(await ended).toBe('read');
  });

  it('stops being read from Storage when the reader hangs up', async () => {
    const { slug, pdfPath } = await articleWithPdf(LARGE_PDF_BYTES);
    const ended = storageSide(pdfPath);
    expect(await leaveAfterFirstBytes(slug)).toBe(200);
    expect(await ended).toBe('abandoned');
    // The API goes on answering, and the next reader gets the whole file.
    const res = await fetch(`${api.url}/api/articles/${slug}/pdf`);
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBe(LARGE_PDF_BYTES);
  });
});
