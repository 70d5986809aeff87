/**
 * Which values may name a stored record (src/services/input.ts), at each edge, and the ids of
 * unique-key claims pinned to the byte: claims already stored (usernames, slugs) are found
 * again only while a key still gives the same id, so a change here would free every name
 * taken. The values below were computed apart from the code (sha256sum of the key's UTF-16LE
 * bytes). functions/test/username-keys.test.ts proves Firestore accepts every such id.
 */
import { describe, expect, it } from 'vitest';
import { documentIdForKey, isDocId, isLegalDocumentId } from '../src/services/input';

describe('ids the archive makes', () => {
  it('are 1 to 128 letters, digits, hyphens or underscores, not a reserved __name__', () => {
    for (const id of ['a', 'Vq3xYzAbC012', 'a_b-c', '_x_', 'x'.repeat(128)]) {
      expect(isDocId(id), id).toBe(true);
    }
    for (const id of ['', 'x'.repeat(129), '__x__', 'a.b', '..', 'a/b', 'a b', 'é', '<script>', 42, null]) {
      expect(isDocId(id), String(id)).toBe(false);
    }
  });
});

describe('ids a request may name', () => {
  it('are what Firestore takes: up to 1500 bytes of UTF-8, no slash, not . or .., not __name__', () => {
    for (const id of ['x', 'x'.repeat(1500), 'é'.repeat(750), '...', 'a.b', '…', '🚀', '<script>', '_x_']) {
      expect(isLegalDocumentId(id), id.slice(0, 12)).toBe(true);
    }
    for (const id of [
      '',
      'x'.repeat(1501),
      'é'.repeat(751),
      '.',
      '..',
      'a/b',
      '/',
      '__x__',
      '__\n__',
      '\ud800',
      'a\udc00',
    ]) {
      expect(isLegalDocumentId(id), JSON.stringify(id.slice(0, 12))).toBe(false);
    }
    expect(isLegalDocumentId(undefined)).toBe(false);
  });
});

describe("a claim's id", () => {
  it('is the key itself when the key is a plain id', () => {
    for (const key of [
      'volume:2024',
      'issue:AbC123xyz:issue-1',
      'article:solar-mini-grids',
      'rnary.banda',
      'x'.repeat(1500),
    ]) {
      expect(documentIdForKey(key)).toBe(key);
    }
  });

  it.each([
    ['a/b', '~6df7cee24c7627c8517c73bf5f10ca677e10b658aa2e6b9c44e2804abebd5671'],
    ['..', '~c7d10ceafb0974092160e3ed2f2c029a9b6ef35ef6149aa328e34f80f58d154e'],
    ['', '~e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['ノ', '~81b6e1854b502c9abe56483475b5eda6b7ca4f8e6f084b7f38f609eb35b11152'],
    ['\ud800', '~205022e3428b7c8276cf247b36e4e512db5651e5cb3472c253d9ee893a8ac750'],
  ])('is "~" and the SHA-256 of the UTF-16 code units for any other key: %j', (key, id) => {
    expect(documentIdForKey(key)).toBe(id);
  });

  it('never meets a plain key, nor another key that is not one', () => {
    const keys = [
      'a/b',
      'a/b ',
      'A/b',
      '__x__',
      '_x_',
      '.',
      '..',
      '...',
      'x'.repeat(1501),
      '\ud800',
      '\udc00',
    ];
    const ids = keys.map(documentIdForKey);
    expect(new Set(ids).size).toBe(keys.length);
    expect(ids.filter((id) => id.startsWith('~'))).toHaveLength(keys.length - 2);
    expect(ids.every((id) => isLegalDocumentId(id))).toBe(true);
  });
});
