/**
 * The file checks both sides run (common/src/contracts/files.ts): the browser on the chosen file,
 * the API on the upload. Each limit at its byte, each kind by its first bytes whatever its name
 * says, and each refusal as the API answers it.
 */
import { describe, expect, it } from 'vitest';
import {
  articleImageProblem,
  articlePdfProblem,
  IMAGE_ACCEPT,
  imageKind,
  MANUSCRIPT_ACCEPT,
  manuscriptProblem,
} from '../src/contracts/files';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

const PDF = bytes('%PDF-1.7\n');
const DOC = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const DOCX = bytes('PK', [3, 4, 20, 0]);
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0]);
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');
const MB = 1024 * 1024;

const manuscript = (name: string, head: Uint8Array, size = 1000) => manuscriptProblem({ name, size, head });

describe('a manuscript', () => {
  it('is a PDF, DOC or DOCX by its extension, in any case, and by its first bytes', () => {
    expect(manuscript('paper.pdf', PDF)).toBeNull();
    expect(manuscript('PAPER.PDF', PDF)).toBeNull();
    expect(manuscript('paper.doc', DOC)).toBeNull();
    expect(manuscript('Résumé – Lusaka.Docx', DOCX)).toBeNull();
  });

  it('takes exactly 10485760 bytes and refuses one more, before looking at its kind', () => {
    expect(manuscript('paper.pdf', PDF, 10_485_760)).toBeNull();
    const tooLarge = {
      kind: 'invalid',
      code: 'manuscript-too-large',
      message: 'File size exceeds 10MB limit',
    };
    expect(manuscript('paper.pdf', PDF, 10_485_761)).toEqual(tooLarge);
    expect(manuscript('setup.exe', bytes('MZ'), 10_485_761)).toEqual(tooLarge);
  });

  it.each([
    ['another extension', 'paper.txt', PDF],
    ['a second extension after the first', 'paper.pdf.exe', PDF],
    ['no extension', 'paper', PDF],
    ['an executable named .pdf', 'paper.pdf', bytes('MZ', [0x90, 0])],
    ['text that mentions %PDF- after its start', 'paper.pdf', bytes(' %PDF-1.7')],
    ['a Word 97 file named .docx', 'paper.docx', DOC],
    ['a zip named .doc', 'paper.doc', DOCX],
    ['an empty file', 'paper.pdf', new Uint8Array()],
  ])('refuses %s with the words of the specification', (_name, name, head) => {
    expect(manuscript(name, head)).toEqual({
      kind: 'invalid',
      code: 'manuscript-type',
      message: 'Invalid file type. Only .pdf, .doc, .docx allowed',
    });
  });

  it('is required', () => {
    expect(manuscriptProblem(null)).toEqual({
      kind: 'invalid',
      code: 'manuscript-missing',
      message: 'Manuscript file is required',
    });
  });

  it('is offered by the file picker as exactly the three kinds', () => {
    expect(MANUSCRIPT_ACCEPT).toBe('.pdf,.doc,.docx');
  });
});

describe("an article's PDF and cover image", () => {
  it('takes a PDF of up to 20 MB', () => {
    expect(articlePdfProblem({ size: 20 * MB, head: PDF })).toBeNull();
    expect(articlePdfProblem({ size: 20 * MB + 1, head: PDF })).toEqual({
      kind: 'invalid',
      code: 'article-pdf-too-large',
      message: 'The article PDF exceeds the 20MB limit',
    });
    expect(articlePdfProblem({ size: 10, head: PNG })).toEqual({
      kind: 'invalid',
      code: 'article-pdf-type',
      message: 'The article file must be a PDF',
    });
  });

  it('takes a PNG, JPEG, GIF or WebP image of up to 5 MB, by its first bytes', () => {
    expect([PNG, JPEG, bytes('GIF87a'), bytes('GIF89a'), WEBP].map((head) => imageKind(head)?.ext)).toEqual([
      'png',
      'jpg',
      'gif',
      'gif',
      'webp',
    ]);
    expect(articleImageProblem({ size: 5 * MB, head: PNG })).toBeNull();
    expect(articleImageProblem({ size: 5 * MB + 1, head: PNG })).toEqual({
      kind: 'invalid',
      code: 'article-image-too-large',
      message: 'The cover image exceeds the 5MB limit',
    });
  });

  it.each([
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a GIF of an unknown version', bytes('GIF88a')],
    ['a RIFF file that is not WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a PDF', PDF],
    ['a truncated PNG signature', PNG.subarray(0, 7)],
  ])('refuses %s as a cover image', (_name, head) => {
    expect(articleImageProblem({ size: 100, head })).toEqual({
      kind: 'invalid',
      code: 'article-image-type',
      message: 'The cover image must be a PNG, JPEG, WebP or GIF image',
    });
  });

  it('offers the file picker exactly the image types the server recognises', () => {
    expect(IMAGE_ACCEPT).toBe('image/png,image/jpeg,image/gif,image/webp');
  });
});
