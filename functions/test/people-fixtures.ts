/**
 * Manuscripts and submission forms for the people-side API tests: minimal but genuine PDF,
 * DOC (OLE2) and DOCX (zip with a word/ part) files, and the multipart body the form sends.
 */
import { createManuscriptDoc, createManuscriptDocx, zip } from '../../scripts/lib/demo-office-files';
import { bearer, fromClient } from './harness';

/** A PDF header and trailer around filler, padded to exactly `size` bytes. */
export function pdfBytes(size = 4096): Buffer {
  const head = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  const filler = Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x20);
  return Buffer.concat([head, filler, tail]).subarray(0, size);
}

/** Minimal but genuine Word files, made by the same generators as the demo seed. */
export const docBytes = (): Buffer => createManuscriptDoc('Manuscript');
export const docxBytes = (): Buffer => createManuscriptDocx('Manuscript');

/** A zip archive with the given text entries (a zip that is not a Word document, say). */
export function zipBytes(entries: Record<string, string>): Buffer {
  return zip(Object.entries(entries).map(([name, text]) => ({ name, data: Buffer.from(text, 'utf8') })));
}

export const validCoAuthor = {
  name: 'Chipo Banda',
  affiliation: 'Copperbelt University',
  email: 'chipo.banda@example.test',
  country: 'Zambia',
};

/** Every text field of a valid submission, as the form sends them. */
export function submissionFields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    correspondingAuthor: 'Mutale Phiri',
    authorEmail: 'ignored@example.test',
    authorAffiliation: 'University of the Zambezi',
    authorCountry: 'Zambia',
    paperTitle: 'Load testing of rural footbridges',
    paperAbstract: 'We measured the dynamic response of twelve suspended footbridges.',
    keywords: 'footbridge, dynamics, load testing, rural access',
    paperType: 'research',
    subjectArea: 'civil',
    coAuthors: JSON.stringify([validCoAuthor]),
    copyrightAgreement: 'true',
    ethicsAgreement: 'true',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));
}

export interface ManuscriptUpload {
  name: string;
  data: Buffer;
  type?: string;
}

export const samplePdf = (): ManuscriptUpload => ({
  name: 'manuscript.pdf',
  data: pdfBytes(),
  type: 'application/pdf',
});

/** The multipart body of the submission form; `file: null` leaves the manuscript out. */
export function submissionForm(
  file: ManuscriptUpload | null = samplePdf(),
  fields = submissionFields(),
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    const blob = new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' });
    form.append('manuscriptFile', blob, file.name);
  }
  return form;
}

export function postSubmission(api: string, token: string, form: FormData): Promise<Response> {
  return fetch(`${api}/api/submissions`, {
    method: 'POST',
    headers: { ...bearer(token), ...fromClient },
    body: form,
  });
}

/** Submits and answers the new submission's id; fails the test if the API refuses. */
export async function submit(
  api: string,
  token: string,
  file: ManuscriptUpload = samplePdf(),
  fields = submissionFields(),
): Promise<string> {
  const res = await postSubmission(api, token, submissionForm(file, fields));
  const body = (await res.json()) as { submissionId?: string; message?: string };
  if (res.status !== 201 || !body.submissionId)
    throw new Error(`submission refused: ${res.status} ${body.message}`);
  return body.submissionId;
}

export async function readJson<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
