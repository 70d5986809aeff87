/**
 * OAI-PMH resumption tokens (src/oai/token.ts): a token this site issued reads back as the
 * state it carries; anything else, and any state out of range even under a good signature, is
 * badResumptionToken with the one message. functions/test/oai.test.ts proves a forged token
 * costs no read; here each bound of the state is tried at its edge.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { config } from '../src/config';
import { OaiError } from '../src/oai/request';
import { decodeToken, encodeToken, type ListState } from '../src/oai/token';

const state: ListState = {
  verb: 'ListRecords',
  volumeId: 'Vq3xYzAbC012',
  from: Date.UTC(2025, 0, 1),
  until: Date.UTC(2026, 0, 1),
  after: { seconds: 1_741_939_200, nanoseconds: 123_000_000, id: 'Aq3xYzAbC012' },
  cursor: 100,
  completeListSize: 250,
};

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hmac = (payload: string, secret = config.oaiTokenSecret) =>
  createHmac('sha256', secret).update(payload).digest('base64url');
/** A token for any state, signed as only the site's secret can: the checks after the signature. */
const signed = (value: unknown) => `${base64url(value)}.${hmac(base64url(value))}`;

function refusal(token: string, verb: ListState['verb'] = 'ListRecords') {
  try {
    decodeToken(token, verb);
  } catch (error) {
    if (error instanceof OaiError) return { code: error.code, message: error.message };
    throw error;
  }
  return null;
}
const BAD_TOKEN = { code: 'badResumptionToken', message: 'The resumption token is invalid or has expired.' };

describe('a token the site issued', () => {
  it('is the state as base64url JSON and its HMAC-SHA256, and reads back as that state', () => {
    const token = encodeToken(state);
    expect(token).toBe(`${base64url(state)}.${hmac(base64url(state))}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(decodeToken(token, 'ListRecords')).toEqual(state);
  });

  it('reads back the first page’s state, and a last page’s, at their bounds', () => {
    const first: ListState = { verb: 'ListIdentifiers', after: null, cursor: 0, completeListSize: 0 };
    expect(decodeToken(encodeToken(first), 'ListIdentifiers')).toEqual(first);
    const edges: ListState = {
      ...state,
      from: state.until,
      after: { seconds: 253_402_300_799, nanoseconds: 999_999_999, id: 'a'.repeat(64) },
      cursor: 250,
    };
    expect(decodeToken(encodeToken(edges), 'ListRecords')).toEqual(edges);
  });

  it('is refused for another verb than the one that issued it', () => {
    expect(refusal(encodeToken(state), 'ListIdentifiers')).toEqual(BAD_TOKEN);
  });
});

describe('a token the site did not issue', () => {
  const token = encodeToken(state);
  const [payload = '', signature = ''] = token.split('.');

  it.each([
    ['no signature', payload],
    ['an empty signature', `${payload}.`],
    ['a third part', `${token}.x`],
    ['the state changed under the same signature', `${base64url({ ...state, cursor: 7 })}.${signature}`],
    ['another secret', `${payload}.${hmac(payload, 'x'.repeat(32))}`],
    ['a signature one character short', `${payload}.${signature.slice(0, -1)}`],
    ['characters outside base64url', `${payload}.${signature.slice(0, -1)}=`],
    ['markup', '<script>alert(1)</script>'],
    ['nothing', ''],
    ['more than 512 characters', `${'A'.repeat(600)}.${hmac('A'.repeat(600))}`],
  ])('is refused: %s', (_name, forged) => {
    expect(refusal(forged)).toEqual(BAD_TOKEN);
  });
});

describe('a signed state out of range', () => {
  it.each([
    ['a position past the list', { cursor: 251 }],
    ['from after until', { from: Date.UTC(2026, 0, 2) }],
    ['a volume id with a slash', { volumeId: 'a/b' }],
    ['a volume id of 65 characters', { volumeId: 'a'.repeat(65) }],
    ['a date before year 1', { until: -62_135_596_800_001 }],
    ['a time with a billion nanoseconds', { after: { ...state.after, nanoseconds: 1_000_000_000 } }],
    ['a time after year 9999', { after: { ...state.after, seconds: 253_402_300_800 } }],
    ['a document id with a dot', { after: { ...state.after, id: '..' } }],
    ['a negative cursor', { cursor: -1 }],
    ['a fractional cursor', { cursor: 1.5 }],
    ['another verb', { verb: 'GetRecord' }],
    ['a field it never carries', { ids: ['a', 'b'] }],
  ])('is refused: %s', (_name, change) => {
    expect(refusal(signed({ ...state, ...change }))).toEqual(BAD_TOKEN);
  });

  it('is refused when the signed payload is not JSON', () => {
    const notJson = Buffer.from('{"verb":').toString('base64url');
    expect(refusal(`${notJson}.${hmac(notJson)}`)).toEqual(BAD_TOKEN);
  });
});
