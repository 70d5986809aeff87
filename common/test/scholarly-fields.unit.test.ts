import { describe, expect, it } from 'vitest';
import { scholarlyMessages } from '../src/messages';
import { contributorSchema, referencesFromText } from '../src/contracts/scholarly';
import { authorLine } from '../src/scholarly/names';
import { contributorsFromAuthor } from '../src/scholarly/author-split';

describe('contributors', () => {
  it('stores the ORCID iD as its URL and refuses a wrong check digit in the form’s words', () => {
    const ok = contributorSchema.parse({
      familyName: 'Carberry',
      givenNames: 'Josiah',
      orcid: '0000-0002-1825-0097',
    });
    expect(ok.orcid).toBe('https://orcid.org/0000-0002-1825-0097');
    const wrong = contributorSchema.safeParse({ familyName: 'Carberry', orcid: '0000-0002-1825-0098' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe(scholarlyMessages.invalidOrcid);
  });

  it('writes SPEC’s author line from the contributors in order', () => {
    expect(authorLine([{ givenNames: 'Mwila', familyName: 'Chanda' }])).toBe('Mwila Chanda');
    expect(
      authorLine([
        { givenNames: 'Mwila', familyName: 'Chanda' },
        { givenNames: '', familyName: 'UNZA Team' },
        { givenNames: 'Pieter', familyName: 'van der Merwe' },
      ]),
    ).toBe('Mwila Chanda, UNZA Team, Pieter van der Merwe');
  });
});

describe('references from the form’s text', () => {
  it('takes one reference per line and the DOI written in it', () => {
    expect(
      referencesFromText(
        'Banda, J. (2020). Solar pumps. Energy, 3, 1–9. https://doi.org/10.1016/j.energy.2020.01.002.\r\n\n  Phiri, K. (2019). Roads. doi:10.5555/roads-1\nMwale, T. (2018). A book without DOI.\nTembo, L. (2017). Rivers (10.1000.10/rivers-2).',
      ),
    ).toEqual([
      {
        text: 'Banda, J. (2020). Solar pumps. Energy, 3, 1–9. https://doi.org/10.1016/j.energy.2020.01.002.',
        doi: '10.1016/j.energy.2020.01.002',
      },
      { text: 'Phiri, K. (2019). Roads. doi:10.5555/roads-1', doi: '10.5555/roads-1' },
      { text: 'Mwale, T. (2018). A book without DOI.', doi: null },
      // A bare DOI under a dotted registrant code, without the bracket around it.
      { text: 'Tembo, L. (2017). Rivers (10.1000.10/rivers-2).', doi: '10.1000.10/rivers-2' },
    ]);
  });
});

describe('contributors read from an author string (the backfill)', () => {
  it('splits names and reports those it keeps whole', () => {
    const { contributors, doubtful } = contributorsFromAuthor(
      'Mwila Chanda, Pieter van der Merwe and Editorial Board 2',
    );
    expect(contributors.map((c) => [c.givenNames, c.familyName, c.corresponding])).toEqual([
      ['Mwila', 'Chanda', true],
      ['Pieter', 'van der Merwe', false],
      ['', 'Editorial Board 2', false],
    ]);
    expect(doubtful).toEqual(['Editorial Board 2']);
  });
});
