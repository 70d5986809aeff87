import { describe, expect, it } from 'vitest';
import {
  doiHasPrefix,
  normalizeDoi,
  normalizeIssn,
  normalizeOrcid,
  normalizeRor,
  orcidId,
} from '../src/scholarly/identifiers';

describe('ORCID iDs', () => {
  it('stores every way of writing a valid iD as its https URL', () => {
    for (const typed of [
      '0000-0002-1825-0097',
      '0000000218250097',
      'https://orcid.org/0000-0002-1825-0097',
      'http://www.orcid.org/0000-0002-1825-0097',
      '  orcid.org/0000-0002-1825-0097 ',
    ]) {
      expect(normalizeOrcid(typed)).toBe('https://orcid.org/0000-0002-1825-0097');
    }
  });

  it('takes X as the check character, in either case', () => {
    expect(normalizeOrcid('0000-0002-9079-593x')).toBe('https://orcid.org/0000-0002-9079-593X');
  });

  it('refuses a wrong check digit and anything that is not 16 characters', () => {
    expect(normalizeOrcid('0000-0002-1825-0098')).toBeNull();
    expect(normalizeOrcid('0000-0002-1825-009')).toBeNull();
    expect(normalizeOrcid('0000-0002-1825-00970')).toBeNull();
    expect(normalizeOrcid('https://example.org/0000-0002-1825-0097')).toBeNull();
    expect(normalizeOrcid('')).toBeNull();
  });

  it('gives the iD alone back from the URL', () => {
    expect(orcidId('https://orcid.org/0000-0002-1825-0097')).toBe('0000-0002-1825-0097');
  });
});

describe('ISSNs', () => {
  it('checks the MOD 11 check digit and writes NNNN-NNNN', () => {
    expect(normalizeIssn('2049-3630')).toBe('2049-3630');
    expect(normalizeIssn('20493630')).toBe('2049-3630');
    expect(normalizeIssn('2434-561x')).toBe('2434-561X');
    expect(normalizeIssn('2049-3631')).toBeNull();
    expect(normalizeIssn('To be Updated')).toBeNull();
  });
});

describe('DOIs', () => {
  it('reads bare DOIs, doi: and resolver URLs', () => {
    expect(normalizeDoi('10.5555/zjeas.2024.1')).toBe('10.5555/zjeas.2024.1');
    expect(normalizeDoi('doi:10.5555/ABC')).toBe('10.5555/ABC');
    expect(normalizeDoi('https://doi.org/10.1000.10/x(1)')).toBe('10.1000.10/x(1)');
  });

  it('refuses an empty suffix, a short registrant and spaces', () => {
    expect(normalizeDoi('10.5555/')).toBeNull();
    expect(normalizeDoi('10.55/abc')).toBeNull();
    expect(normalizeDoi('10.5555/a b')).toBeNull();
    expect(normalizeDoi('To be Updated')).toBeNull();
  });

  it('compares the prefix without regard to case', () => {
    expect(doiHasPrefix('10.5555/ZJEAS.1', '10.5555')).toBe(true);
    expect(doiHasPrefix('10.55551/zjeas.1', '10.5555')).toBe(false);
  });
});

describe('ROR ids', () => {
  it('checks the MOD 97-10 checksum', () => {
    expect(normalizeRor('https://ror.org/03yrm5c26')).toBe('https://ror.org/03yrm5c26');
    expect(normalizeRor('03YRM5C26')).toBe('https://ror.org/03yrm5c26');
    expect(normalizeRor('03yrm5c27')).toBeNull();
    expect(normalizeRor('03yrm5i26')).toBeNull();
  });
});
