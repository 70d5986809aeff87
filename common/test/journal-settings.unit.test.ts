import { describe, expect, it } from 'vitest';
import { scholarlyMessages, submissionMessages } from '../src/messages';
import {
  DEFAULT_DOI_PATTERN,
  DEFAULT_LICENCE,
  journalErrors,
  journalSettingsSchema,
  type JournalSettingsInput,
} from '../src/contracts/journal';
import type { Refusal } from '../src/contracts/refusal';

const valid: JournalSettingsInput = {
  title: 'Zambezi Journal of Engineering and Applied Sciences',
  abbreviatedTitle: 'ZJEAS',
  publisher: 'University of the Zambezi',
  onlineIssn: '2049-3630',
  printIssn: '',
  doiPrefix: '10.5555',
  doiSuffixPattern: DEFAULT_DOI_PATTERN,
  licence: { ...DEFAULT_LICENCE },
  language: 'en',
  depositorName: '',
  depositorEmail: '',
  registrant: '',
};

/** The first problem of `change` applied to valid settings: its words and the refusal it names. */
function firstProblem(change: Partial<Record<keyof JournalSettingsInput, unknown>>) {
  const result = journalSettingsSchema.safeParse({ ...valid, ...change });
  expect(result.success).toBe(false);
  const issue = result.error!.issues[0]!;
  const params = issue.code === 'custom' ? (issue.params as { refusal?: Refusal } | undefined) : undefined;
  return { message: issue.message, refusal: params?.refusal };
}

describe('the journal settings', () => {
  it('keep ISSNs with their hyphen and the language in lower case', () => {
    expect(
      journalSettingsSchema.parse({
        ...valid,
        onlineIssn: ' 20493630 ',
        printIssn: '0317-8471',
        language: ' EN ',
      }),
    ).toMatchObject({
      onlineIssn: '2049-3630',
      printIssn: '0317-8471',
      language: 'en',
    });
  });

  it('leave the optional fields blank when they are left out', () => {
    const { printIssn: _p, depositorName: _n, depositorEmail: _e, registrant: _r, ...required } = valid;
    expect(journalSettingsSchema.parse(required)).toMatchObject({
      printIssn: '',
      depositorName: '',
      depositorEmail: '',
      registrant: '',
    });
  });

  const refused: [string, Partial<Record<keyof JournalSettingsInput, unknown>>, Refusal][] = [
    [
      'a wrong online ISSN check digit',
      { onlineIssn: '2049-3631' },
      journalErrors.invalidIssn('Online ISSN'),
    ],
    ['a wrong print ISSN check digit', { printIssn: '0317-8472' }, journalErrors.invalidIssn('Print ISSN')],
    ['an ISSN of seven digits', { onlineIssn: '2049-363' }, journalErrors.invalidIssn('Online ISSN')],
    ['one ISSN for both', { printIssn: '20493630' }, journalErrors.sameIssns],
    ['a DOI prefix outside 10.', { doiPrefix: '11.5555' }, journalErrors.invalidDoiPrefix],
    ['a whole DOI as the prefix', { doiPrefix: '10.5555/zjeas' }, journalErrors.invalidDoiPrefix],
    [
      'a pattern without {slug} or {id}',
      { doiSuffixPattern: '{abbrev}.{year}' },
      journalErrors.invalidDoiPattern,
    ],
    [
      'a pattern with an unknown field',
      { doiSuffixPattern: '{slug}.{title}' },
      journalErrors.invalidDoiPattern,
    ],
    [
      'a licence URL that is no address',
      { licence: { name: 'CC BY 4.0', url: 'by/4.0' } },
      journalErrors.invalidLicenceUrl,
    ],
    [
      'a javascript: licence URL',
      { licence: { name: 'CC BY 4.0', url: 'javascript:alert(1)' } },
      journalErrors.invalidLicenceUrl,
    ],
    [
      'a data: licence URL',
      { licence: { name: 'CC BY 4.0', url: 'data:text/html,x' } },
      journalErrors.invalidLicenceUrl,
    ],
    [
      'an ftp: licence URL',
      { licence: { name: 'CC BY 4.0', url: 'ftp://example.org/licence' } },
      journalErrors.invalidLicenceUrl,
    ],
    ['a three-letter language', { language: 'eng' }, journalErrors.invalidLanguage],
  ];

  it.each(refused)('refuse %s with the contract’s refusal, in the form’s words', (_name, change, refusal) => {
    expect(firstProblem(change)).toEqual({ message: refusal.message, refusal });
    expect(refusal.kind).toBe('invalid');
  });

  it('name the field of an ISSN refused and word the other refusals as the messages do', () => {
    expect(journalErrors.invalidIssn('Print ISSN').message).toBe(scholarlyMessages.invalidIssn('Print ISSN'));
    expect(journalErrors.sameIssns.message).toBe(scholarlyMessages.sameIssns);
    expect(journalErrors.invalidLicenceUrl.message).toBe(scholarlyMessages.invalidLicenceUrl);
    expect(journalErrors.invalidLanguage.message).toBe(scholarlyMessages.invalidLanguage);
  });

  it('leave other problems to the general refusal, in the field’s own words', () => {
    expect(firstProblem({ title: ' ' })).toEqual({ message: submissionMessages.required('Journal title') });
    expect(firstProblem({ language: undefined })).toEqual({
      message: submissionMessages.required('Language'),
    });
    expect(firstProblem({ licence: { name: 'CC BY 4.0', url: '' } })).toEqual({
      message: submissionMessages.required('Licence URL'),
    });
    expect(firstProblem({ depositorEmail: 'office' })).toEqual({
      message: submissionMessages.invalidEmail('Depositor e-mail'),
    });
  });
});
