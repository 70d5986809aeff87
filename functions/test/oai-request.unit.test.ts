/**
 * An OAI-PMH request's arguments (src/oai/request.ts) as the protocol defines them: the
 * error code and the message a harvester reads for each fault, and from/until as the half-open
 * range the queries use. functions/test/oai.test.ts proves the codes reach the XML answer.
 */
import { describe, expect, it } from 'vitest';
import { OaiError, parseOaiRequest, parseRange } from '../src/oai/request';

const request = (...pairs: [string, string][]) => parseOaiRequest(new URLSearchParams(pairs));

/** The OaiError `run` throws, as {code, message}. */
function oaiError(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof OaiError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('no OaiError was thrown');
}

describe('the verb', () => {
  it.each([
    ['missing', [], 'The verb argument is missing.'],
    [
      'repeated',
      [
        ['verb', 'Identify'],
        ['verb', 'Identify'],
      ],
      'The verb argument is repeated.',
    ],
    ['unknown', [['verb', 'Explode']], "The verb argument 'Explode' is not a legal OAI-PMH verb."],
    [
      'in the wrong case',
      [['verb', 'identify']],
      "The verb argument 'identify' is not a legal OAI-PMH verb.",
    ],
    ['markup', [['verb', '<script>']], "The verb argument '<script>' is not a legal OAI-PMH verb."],
  ] as [string, [string, string][], string][])('is badVerb when %s', (_name, pairs, message) => {
    expect(oaiError(() => request(...pairs))).toEqual({ code: 'badVerb', message });
  });
});

describe('the arguments', () => {
  it('are the verb’s own, each once', () => {
    expect(request(['verb', 'Identify'])).toEqual({ verb: 'Identify', args: {} });
    expect(
      request(
        ['verb', 'ListRecords'],
        ['metadataPrefix', 'oai_dc'],
        ['set', 'volume-1'],
        ['from', '2025-01-01'],
      ),
    ).toEqual({
      verb: 'ListRecords',
      args: { metadataPrefix: 'oai_dc', set: 'volume-1', from: '2025-01-01' },
    });
    expect(request(['verb', 'GetRecord'], ['identifier', 'oai:x:a'], ['metadataPrefix', 'oai_dc'])).toEqual({
      verb: 'GetRecord',
      args: { identifier: 'oai:x:a', metadataPrefix: 'oai_dc' },
    });
  });

  it.each([
    [
      'an argument the verb does not take',
      [
        ['verb', 'Identify'],
        ['set', 'x'],
      ],
      "'set' is not an argument of Identify.",
    ],
    [
      'a repeated argument',
      [
        ['verb', 'ListRecords'],
        ['metadataPrefix', 'oai_dc'],
        ['metadataPrefix', 'oai_dc'],
      ],
      "The argument 'metadataPrefix' is repeated.",
    ],
    [
      'a missing argument',
      [['verb', 'ListIdentifiers']],
      'ListIdentifiers requires the argument metadataPrefix.',
    ],
    [
      'an empty argument',
      [
        ['verb', 'ListRecords'],
        ['metadataPrefix', ''],
      ],
      'ListRecords requires the argument metadataPrefix.',
    ],
    [
      'two missing arguments',
      [['verb', 'GetRecord']],
      'GetRecord requires the argument identifier and metadataPrefix.',
    ],
    [
      'resumptionToken beside another argument',
      [
        ['verb', 'ListRecords'],
        ['resumptionToken', 'abc'],
        ['metadataPrefix', 'oai_dc'],
      ],
      'resumptionToken is an exclusive argument.',
    ],
    [
      'resumptionToken where the verb takes none',
      [
        ['verb', 'GetRecord'],
        ['resumptionToken', 'abc'],
      ],
      "'resumptionToken' is not an argument of GetRecord.",
    ],
  ] as [string, [string, string][], string][])('refuse %s as badArgument', (_name, pairs, message) => {
    expect(oaiError(() => request(...pairs))).toEqual({ code: 'badArgument', message });
  });

  it('take a resumptionToken alone, in place of the required ones', () => {
    expect(request(['verb', 'ListIdentifiers'], ['resumptionToken', 'abc.def'])).toEqual({
      verb: 'ListIdentifiers',
      args: { resumptionToken: 'abc.def' },
    });
    expect(request(['verb', 'ListSets'], ['resumptionToken', 'abc.def'])).toEqual({
      verb: 'ListSets',
      args: { resumptionToken: 'abc.def' },
    });
  });
});

describe('from and until', () => {
  it('are a half-open range: until takes in its whole day, or its whole second', () => {
    expect(parseRange('2024-02-01', '2024-02-29')).toEqual({
      from: new Date('2024-02-01T00:00:00Z'),
      until: new Date('2024-03-01T00:00:00Z'),
    });
    expect(parseRange('2024-02-01T10:00:00Z', '2024-02-01T10:00:00Z')).toEqual({
      from: new Date('2024-02-01T10:00:00Z'),
      until: new Date('2024-02-01T10:00:01Z'),
    });
    expect(parseRange(undefined, '2025-12-31')).toEqual({
      from: undefined,
      until: new Date('2026-01-01T00:00:00Z'),
    });
    expect(parseRange(undefined, undefined)).toEqual({ from: undefined, until: undefined });
  });

  it.each([
    '2023-02-29',
    '2024-02-30',
    '2024-13-01',
    '2024-1-01',
    '2024-01-01T24:00:00Z',
    '2024-01-01T10:00:00',
    '2024-01-01T10:00:00.000Z',
    '2024-01-01T10:00:00+02:00',
    '2024-01-01 ',
    '<2024-01-01>',
    '',
  ])('refuse %j as not a datestamp', (value) => {
    const expected = {
      code: 'badArgument',
      message: `'${value}' is not a datestamp (YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ).`,
    };
    expect(oaiError(() => parseRange(value, undefined))).toEqual(expected);
    expect(oaiError(() => parseRange(undefined, value))).toEqual(expected);
  });

  it('must share a granularity, and from may not be later than until', () => {
    expect(oaiError(() => parseRange('2024-01-01', '2024-02-01T00:00:00Z'))).toEqual({
      code: 'badArgument',
      message: 'from and until must have the same granularity.',
    });
    expect(oaiError(() => parseRange('2024-03-01', '2024-02-29'))).toEqual({
      code: 'badArgument',
      message: 'from must not be later than until.',
    });
    expect(oaiError(() => parseRange('2024-03-01T00:00:01Z', '2024-03-01T00:00:00Z'))).toEqual({
      code: 'badArgument',
      message: 'from must not be later than until.',
    });
  });
});
