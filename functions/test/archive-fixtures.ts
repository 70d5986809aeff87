/**
 * Builds archive content through the admin API, as the editor would: volumes, issues and
 * articles with a small but genuine PDF and PNG. Each helper answers the API's JSON `data`
 * and fails the test loudly when the API refuses.
 */
import { request } from 'node:http';
import type { Article } from '@journal/common/contracts/articles';
import type { Issue } from '@journal/common/contracts/issues';
import type { Volume } from '@journal/common/contracts/volumes';
import { bearer, unique } from './harness';

/** A one-page PDF with a correct cross-reference table, so real readers open it. */
export function archivePdf(text = 'Journal article'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 24 72 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 24 72 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 1×1 PNG. */
export const ARCHIVE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function dataOf<T>(res: Response, what: string): Promise<T> {
  const body = (await res.json()) as { data?: T; message?: string };
  if (res.status !== 201 || body.data === undefined) {
    throw new Error(`creating ${what} failed: ${res.status} ${body.message ?? ''}`);
  }
  return body.data;
}

export async function createVolume(
  api: string,
  token: string,
  overrides: Partial<{ year: number; name: string; slug: string }> = {},
): Promise<Volume> {
  const slug = overrides.slug ?? unique('vol');
  const res = await fetch(`${api}/api/admin/volumes`, {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: JSON.stringify({ year: 2025, name: `Volume ${slug}`, slug, ...overrides }),
  });
  return dataOf<Volume>(res, 'a volume');
}

export async function createIssue(
  api: string,
  token: string,
  volumeId: string,
  overrides: Partial<{ name: string; slug: string }> = {},
): Promise<Issue> {
  const slug = overrides.slug ?? unique('issue');
  const res = await fetch(`${api}/api/admin/issues`, {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: `Issue ${slug}`, slug, volume: volumeId, ...overrides }),
  });
  return dataOf<Issue>(res, 'an issue');
}

export interface ArticleFiles {
  /** null sends no file; undefined sends the default. */
  image?: { data: Buffer; name?: string; type?: string } | null;
  pdf?: { data: Buffer; name?: string; type?: string } | null;
}

/** POST /api/admin/articles as the admin form sends it; answers the raw response. */
export function postArticle(
  api: string,
  token: string,
  fields: Record<string, string>,
  files: ArticleFiles = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const image = files.image === undefined ? { data: ARCHIVE_PNG } : files.image;
  const pdf = files.pdf === undefined ? { data: archivePdf(fields.title) } : files.pdf;
  if (image)
    form.append(
      'image',
      new Blob([image.data], { type: image.type ?? 'image/png' }),
      image.name ?? 'cover.png',
    );
  if (pdf)
    form.append(
      'pdf',
      new Blob([pdf.data], { type: pdf.type ?? 'application/pdf' }),
      pdf.name ?? 'article.pdf',
    );
  return fetch(`${api}/api/admin/articles`, { method: 'POST', headers: bearer(token), body: form });
}

export function articleFields(
  place: { volume: string; issue: string },
  overrides: Record<string, string> = {},
) {
  const slug = overrides.slug ?? unique('article');
  return {
    title: `Article ${slug}`,
    author: 'Chanda Mwale',
    abstract: 'First paragraph of the abstract.\n\nSecond paragraph of the abstract.',
    keywords: 'engineering, water',
    issn: '1234-5678',
    // Under the demo journal's DOI prefix (scripts/lib/demo-journal.ts): a DOI outside it is refused.
    doi: `10.5555/${slug}`,
    slug,
    ...place,
    ...overrides,
  };
}

export async function createArticle(
  api: string,
  token: string,
  place: { volume: string; issue: string },
  overrides: Record<string, string> = {},
  files: ArticleFiles = {},
): Promise<Article> {
  return dataOf<Article>(await postArticle(api, token, articleFields(place, overrides), files), 'an article');
}

/** A fresh volume with one issue: where most tests put their articles. */
export async function createPlace(api: string, token: string) {
  const volume = await createVolume(api, token);
  const issue = await createIssue(api, token, volume._id);
  return { volume, issue, place: { volume: volume._id, issue: issue._id } };
}

export interface Body<T = unknown> {
  status: number;
  data: T;
  message: string;
}

/** GET a JSON route: the response (for status and headers) with its parsed body. */
export async function getJson<T = unknown>(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  return { res, body: (await res.json()) as Body<T> };
}

/**
 * GET with the path sent exactly as written: `fetch` resolves `..` and re-encodes, and these
 * tests need the odd paths to reach the API unchanged.
 */
export function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
