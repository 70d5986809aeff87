/**
 * Manuscripts and submission forms for the people-side API tests: minimal but genuine PDF,
 * DOC (OLE2) and DOCX (zip with a word/ part) files, and the multipart body the form sends.
 */
import { crc32 } from 'node:zlib';
import { bearer } from './harness';

/** A PDF header and trailer around filler, padded to exactly `size` bytes. */
export function pdfBytes(size = 4096): Buffer {
  const head = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  const filler = Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x20);
  return Buffer.concat([head, filler, tail]).subarray(0, size);
}

/** The OLE2 compound-document signature of a Word 97-2003 file, then one empty sector. */
export function docBytes(): Buffer {
  const header = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return Buffer.concat([header, Buffer.alloc(1024 - header.length)]);
}

/** A stored (uncompressed) zip archive with the given entries. */
export function zipBytes(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export function docxBytes(): Buffer {
  return zipBytes({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml':
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:body><w:p><w:r><w:t>Manuscript</w:t></w:r></w:p></w:body></w:document>',
  });
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
  return fetch(`${api}/api/submissions`, { method: 'POST', headers: bearer(token), body: form });
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
