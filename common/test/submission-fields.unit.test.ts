/**
 * The submission form's text fields as the API reads them from multipart
 * (common/src/contracts/submissions.ts): the first problem is what the author reads, in the
 * form's words, at every length limit; what is accepted comes back exactly as typed, markup
 * and all, for the pages and mails to escape where they show it.
 */
import { scholarlyMessages } from '../src/messages';
import { describe, expect, it } from 'vitest';
import { MAX_CO_AUTHORS } from '../src/constants';
import { multipartText } from '../src/contracts/fields';
import {
  decodeSubmissionFields,
  encodeSubmissionFields,
  parseIdempotencyKey,
  type SubmissionFields,
} from '../src/contracts/submissions';

const form: Record<string, string> = {
  correspondingAuthor: 'Mutale Phiri',
  authorEmail: 'mutale@example.test',
  authorAffiliation: 'University of the Zambezi',
  authorCountry: 'Zambia',
  paperTitle: 'Solar mini-grids in rural Zambia',
  paperAbstract: 'We measured the cost of each kilowatt-hour.',
  keywords: 'solar, mini-grids, reliability, cost',
  paperType: 'research',
  subjectArea: 'electrical',
  coAuthors: '',
  copyrightAgreement: 'true',
  ethicsAgreement: 'true',
};
const coAuthor = {
  name: 'Chipo Banda',
  affiliation: 'UNZA',
  email: 'chipo@example.test',
  country: 'Zambia',
  orcid: null,
};

/** What the API answers for the form with these fields changed (undefined leaves one out). */
function decode(changes: Record<string, string | undefined>) {
  const fields = Object.fromEntries(
    Object.entries({ ...form, ...changes }).filter((e): e is [string, string] => e[1] !== undefined),
  );
  return decodeSubmissionFields(fields);
}
const refused = (message: string) => ({ success: false, message });

describe('a complete form', () => {
  it('is accepted, trimmed, with no co-authors when the field is blank or absent', () => {
    const expected: SubmissionFields = {
      correspondingAuthor: 'Mutale Phiri',
      authorEmail: 'mutale@example.test',
      authorAffiliation: 'University of the Zambezi',
      authorCountry: 'Zambia',
      authorOrcid: null,
      paperTitle: 'Solar mini-grids in rural Zambia',
      paperAbstract: 'We measured the cost of each kilowatt-hour.',
      keywords: 'solar, mini-grids, reliability, cost',
      paperType: 'research',
      subjectArea: 'electrical',
      coAuthors: [],
      copyrightAgreement: true,
      ethicsAgreement: true,
    };
    expect(decode({ correspondingAuthor: '  Mutale Phiri\n' })).toEqual({ success: true, data: expected });
    expect(decode({ coAuthors: undefined })).toEqual({ success: true, data: expected });
    expect(decode({ coAuthors: '[]' })).toEqual({ success: true, data: expected });
  });

  it('keeps markup, quotes, slashes and any script as typed, and travels through multipart unchanged', () => {
    const hostile = {
      paperTitle: `<script>alert("x")</script> & 'dams' / Ω ≠ 🚀`,
      correspondingAuthor: 'Ngozi O’Brien-Ndlovu',
      keywords: 'a&b, <i>c</i>, ü',
      coAuthors: JSON.stringify([{ ...coAuthor, name: '</p><img src=x onerror=alert(1)>' }]),
    };
    const decoded = decode(hostile);
    expect(decoded.success && decoded.data.paperTitle).toBe(hostile.paperTitle);
    expect(decoded.success && decoded.data.correspondingAuthor).toBe(hostile.correspondingAuthor);
    expect(decoded.success && decoded.data.coAuthors[0]?.name).toBe('</p><img src=x onerror=alert(1)>');
    if (!decoded.success) throw new Error(decoded.message);

    const encoded = encodeSubmissionFields(decoded.data);
    expect(encoded.copyrightAgreement).toBe('true');
    expect(encoded.coAuthors).toBe(hostile.coAuthors);
    expect(encoded.paperTitle).toBe(hostile.paperTitle);
    expect(decodeSubmissionFields(encoded)).toEqual(decoded);
  });
});

describe('ORCID iDs', () => {
  it('are optional, stored as their https URL, and refused with a wrong check digit, naming the co-author', () => {
    const decoded = decode({
      authorOrcid: '0000-0002-1825-0097',
      coAuthors: JSON.stringify([coAuthor, { ...coAuthor, orcid: 'https://orcid.org/0000-0002-9079-593x' }]),
    });
    if (!decoded.success) throw new Error(decoded.message);
    expect(decoded.data.authorOrcid).toBe('https://orcid.org/0000-0002-1825-0097');
    expect(decoded.data.coAuthors.map((c) => c.orcid)).toEqual([
      null,
      'https://orcid.org/0000-0002-9079-593X',
    ]);

    expect(decode({ authorOrcid: '0000-0002-1825-0098' })).toEqual(refused(scholarlyMessages.invalidOrcid));
    expect(
      decode({ coAuthors: JSON.stringify([coAuthor, { ...coAuthor, orcid: '0000-0002-1825-0098' }]) }),
    ).toEqual(refused(`Co-author 2: ${scholarlyMessages.invalidOrcid}`));
  });
});

describe('text fields', () => {
  it.each([
    ['correspondingAuthor', 'Corresponding author', 200],
    ['authorAffiliation', 'Affiliation', 300],
    ['authorCountry', 'Country', 100],
    ['paperTitle', 'Paper title', 500],
    ['paperAbstract', 'Abstract', 5000],
    ['keywords', 'Keywords', 500],
  ] as const)('%s is required and takes at most its limit of characters', (field, label, max) => {
    for (const blank of [undefined, '', '   ', '\n\t']) {
      expect(decode({ [field]: blank }), JSON.stringify(blank)).toEqual(refused(`${label} is required`));
    }
    const longest = 'x'.repeat(max);
    expect(decode({ [field]: longest }).success).toBe(true);
    // Spaces around the text are not counted: they are trimmed before the limit applies.
    expect(decode({ [field]: ` ${longest} ` }).success).toBe(true);
    expect(decode({ [field]: `${longest}x` })).toEqual(refused(`${label} must be at most ${max} characters`));
  });

  it('names the limit in words a person reads', () => {
    expect(decode({ paperTitle: 'x'.repeat(501) })).toEqual(
      refused('Paper title must be at most 500 characters'),
    );
  });

  it('takes an e-mail address of at most 254 characters, and nothing that is not one', () => {
    expect(decode({ authorEmail: `${'a'.repeat(241)}@example.test` }).success).toBe(true);
    expect(decode({ authorEmail: `${'a'.repeat(242)}@example.test` })).toEqual(
      refused('E-mail must be at most 254 characters'),
    );
    for (const bad of ['mutale', 'mutale@example', 'mu tale@example.test', '@example.test', 'a@b@c.d']) {
      expect(decode({ authorEmail: bad }), bad).toEqual(refused('E-mail must be a valid e-mail address'));
    }
  });
});

describe('choices', () => {
  it.each(['essay', '', 'Research Article', 'RESEARCH', 'research '])(
    'refuses the paper type %j',
    (value) => {
      expect(decode({ paperType: value })).toEqual(
        refused(
          'Paper type is required: choose Research Article, Review Article, Case Study or Short Communication',
        ),
      );
    },
  );

  it('refuses a subject area that is not one, naming them as the form does', () => {
    expect(decode({ subjectArea: 'poetry' })).toEqual(
      refused(
        'Subject area is required: choose Computer Science and Engineering, Electrical and Electronic ' +
          'Engineering, Mechanical Engineering, Civil and Environmental Engineering, Biotechnology or Other',
      ),
    );
  });

  it('accepts every paper type and subject area the form offers', () => {
    for (const paperType of ['research', 'review', 'case', 'short']) {
      expect(decode({ paperType }).success, paperType).toBe(true);
    }
    for (const subjectArea of ['computer', 'electrical', 'mechanical', 'civil', 'biotech', 'other']) {
      expect(decode({ subjectArea }).success, subjectArea).toBe(true);
    }
  });
});

describe('agreements', () => {
  it.each([
    ['copyrightAgreement', 'false'],
    ['ethicsAgreement', 'false'],
    ['copyrightAgreement', undefined],
    ['ethicsAgreement', 'TRUE'],
    ['ethicsAgreement', 'on'],
    ['copyrightAgreement', '1'],
  ])('refuses %s = %j with the words of the specification', (field, value) => {
    expect(decode({ [field]: value })).toEqual(
      refused('You must agree to the copyright and ethics statements'),
    );
  });
});

describe('co-authors', () => {
  it(`takes up to ${MAX_CO_AUTHORS} and refuses one more`, () => {
    const list = (n: number) => JSON.stringify(Array.from({ length: n }, () => coAuthor));
    const most = decode({ coAuthors: list(20) });
    expect(most.success && most.data.coAuthors).toHaveLength(20);
    expect(decode({ coAuthors: list(21) })).toEqual(refused('At most 20 co-authors can be listed'));
  });

  it('names the co-author whose field is missing, counting from 1', () => {
    const list = [coAuthor, coAuthor, { ...coAuthor, country: '  ' }];
    expect(decode({ coAuthors: JSON.stringify(list) })).toEqual(refused('Co-author 3: Country is required'));
  });

  it('refuses text that is not a list of co-author objects', () => {
    for (const coAuthors of ['[', '"Chipo Banda"', '[null]', '[[]]', '{}', '42']) {
      expect(decode({ coAuthors }), coAuthors).toEqual(
        refused(
          'Co-authors must be a list of objects with name, affiliation, email, country and an optional ORCID iD',
        ),
      );
    }
  });
});

describe('the Idempotency-Key header', () => {
  it('takes 8 to 128 letters, digits, hyphens or underscores, bare or quoted', () => {
    expect(parseIdempotencyKey('a1_B-c2d')).toBe('a1_B-c2d');
    expect(parseIdempotencyKey('k'.repeat(128))).toBe('k'.repeat(128));
    expect(parseIdempotencyKey('"3f2c9a1e-77b0-4c1e-9d55-0e6b1f2a9c4d"')).toBe(
      '3f2c9a1e-77b0-4c1e-9d55-0e6b1f2a9c4d',
    );
  });

  it.each([
    ['7 characters', 'a1_B-c2'],
    ['129 characters', 'k'.repeat(129)],
    ['an unclosed quote', '"a1_B-c2d'],
    ['a space', 'a1_B c2d'],
    ['a slash', 'a1_B/c2d'],
    ['a trailing line break', 'a1_B-c2d\n'],
    ['letters of another alphabet', 'ключ-ключ'],
    ['markup', '<script>x</script>'],
    ['nothing', ''],
  ])('refuses %s', (_name, value) => {
    expect(parseIdempotencyKey(value)).toBeNull();
  });
});

describe('form fields as multipart text', () => {
  it('sends text as typed, a value not given as blank or not at all, and lists as JSON', () => {
    expect(
      multipartText({
        title: ' Kariba & “drought” ',
        orcid: null,
        award: undefined,
        funding: [{ funder: 'NSTC', award: '' }],
        agreed: true,
      }),
    ).toEqual({
      title: ' Kariba & “drought” ',
      orcid: '',
      funding: '[{"funder":"NSTC","award":""}]',
      agreed: 'true',
    });
  });
});
