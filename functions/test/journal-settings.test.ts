/**
 * The journal's settings, `GET` and `PUT /api/admin/journal`: the admin's alone (401 without a
 * token, 403 to an author); the demo seed's settings answered; a save stored whole, as checked,
 * and nothing else written; each refusal a 400 with its code and the form's own words, leaving
 * the stored settings as they were.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, authMessages, scholarlyMessages, submissionMessages } from '@journal/common/messages';
import type { JournalSettings } from '@journal/common/contracts/journal';
import { journalApi } from '@journal/common/contracts/journal-routes';
import { demoJournalSettings } from '../../scripts/lib/demo-journal';
import { collections } from '../src/services/model';
import { adminToken, bearer, createAuthor, db, useApi } from './harness';

const urls = useApi();
const settingsRef = db.collection(collections.meta).doc('journal');

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

function call(method: 'GET' | 'PUT', token: string | null, body?: unknown): Promise<Response> {
  return fetch(`${urls.api}${journalApi.settings.path({})}`, {
    method,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const put = (body: unknown, token: string | null = admin) => call('PUT', token, body);

async function expectRefusal(res: Response, status: number, code: string, message: string) {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ status, code, message });
}

async function stored(): Promise<unknown> {
  return (await settingsRef.get()).data();
}

/**
 * The last update of each document of the archive and its bookkeeping (the archive's version,
 * counts, catalogue, claims), by path, the settings' own left out: what a write to any would change.
 */
async function updateTimes(): Promise<Map<string, string>> {
  const { articles, volumes, issues, slugs, dois, meta } = collections;
  const snapshots: DocumentSnapshot[] = [];
  for (const name of [articles, volumes, issues, slugs, dois, meta])
    snapshots.push(...(await db.collection(name).get()).docs);
  return new Map(
    snapshots
      .filter((s) => s.ref.path !== settingsRef.path)
      .map((s) => [s.ref.path, String(s.updateTime?.valueOf())]),
  );
}

describe('who may read and change the journal settings', () => {
  it('answers 401 without a token and 403 to an author, and stores nothing for them', async () => {
    const before = await stored();
    const author = (await createAuthor(urls.api)).idToken;
    for (const method of ['GET', 'PUT'] as const) {
      const body = method === 'PUT' ? { ...demoJournalSettings, title: 'Taken over' } : undefined;
      await expectRefusal(await call(method, null, body), 401, 'token-missing', authMessages.missingToken);
      await expectRefusal(
        await call(method, author, body),
        403,
        'admin-required',
        authMessages.adminRequired,
      );
    }
    expect(await stored()).toEqual(before);
  });
});

describe('the journal settings', () => {
  it('answers the settings the demo seed stored', async () => {
    const res = await call('GET', admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    expect(await res.json()).toEqual({ status: 200, data: demoJournalSettings });
    expect(demoJournalSettings).toMatchObject({
      abbreviatedTitle: 'ZJEAS',
      doiPrefix: '10.5555',
      licence: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
      language: 'en',
    });
  });

  it('stores a save whole, as checked, and answers it; nothing else is written', async () => {
    const others = await updateTimes();
    const sent = {
      ...demoJournalSettings,
      title: 'Zambezi Journal of Engineering',
      onlineIssn: ' 20493630 ',
      printIssn: '0317-8471',
      doiPrefix: '10.12345',
      doiSuffixPattern: 'zje.{year}.{id}',
      licence: { name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/' },
      language: 'FR',
      depositorName: 'Editorial Office',
      depositorEmail: 'office@journal.test',
      registrant: 'Zambezi University Press',
    };
    const expected: JournalSettings = {
      ...sent,
      onlineIssn: '2049-3630',
      language: 'fr',
    };
    const res = await put(sent);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 200, data: expected });
    expect(await stored()).toEqual(expected);
    expect(await (await call('GET', admin)).json()).toEqual({ status: 200, data: expected });
    expect(await updateTimes()).toEqual(others);

    // Left out, the optional fields are blank.
    const { printIssn: _print, depositorName: _name, ...required } = expected;
    const trimmed = await put(required);
    expect(trimmed.status).toBe(200);
    expect(await stored()).toEqual({ ...expected, printIssn: '', depositorName: '' });
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    [
      'a wrong online ISSN check digit',
      { onlineIssn: '2049-3631' },
      'issn-invalid',
      scholarlyMessages.invalidIssn('Online ISSN'),
    ],
    [
      'a wrong print ISSN check digit',
      { printIssn: '0317-8472' },
      'issn-invalid',
      scholarlyMessages.invalidIssn('Print ISSN'),
    ],
    [
      'the same online and print ISSN',
      { onlineIssn: '2049-3630', printIssn: '20493630' },
      'issns-same',
      scholarlyMessages.sameIssns,
    ],
    [
      'a DOI prefix that is not 10.NNNN',
      { doiPrefix: '11.5555' },
      'doi-prefix-invalid',
      scholarlyMessages.invalidDoiPrefix,
    ],
    [
      'a DOI prefix with a suffix',
      { doiPrefix: '10.5555/zjeas' },
      'doi-prefix-invalid',
      scholarlyMessages.invalidDoiPrefix,
    ],
    [
      'a pattern without {slug} or {id}',
      { doiSuffixPattern: 'zjeas.{year}' },
      'doi-pattern-invalid',
      scholarlyMessages.invalidDoiPattern,
    ],
    [
      'a pattern with an unknown field',
      { doiSuffixPattern: '{slug}.{author}' },
      'doi-pattern-invalid',
      scholarlyMessages.invalidDoiPattern,
    ],
    [
      'a pattern with a space',
      { doiSuffixPattern: 'zjeas {slug}' },
      'doi-pattern-invalid',
      scholarlyMessages.invalidDoiPattern,
    ],
    [
      'a licence URL that is not one',
      { licence: { name: 'CC BY 4.0', url: 'creativecommons' } },
      'licence-url-invalid',
      scholarlyMessages.invalidLicenceUrl,
    ],
    [
      'a javascript: licence URL',
      { licence: { name: 'CC BY 4.0', url: 'javascript:alert(1)' } },
      'licence-url-invalid',
      scholarlyMessages.invalidLicenceUrl,
    ],
    ['a three-letter language', { language: 'eng' }, 'language-invalid', scholarlyMessages.invalidLanguage],
    ['a blank journal title', { title: '  ' }, 'invalid-input', submissionMessages.required('Journal title')],
    ['a missing language', { language: undefined }, 'invalid-input', submissionMessages.required('Language')],
    [
      'a missing licence URL',
      { licence: { name: 'CC BY 4.0' } },
      'invalid-input',
      submissionMessages.required('Licence URL'),
    ],
    [
      'a depositor e-mail that is not one',
      { depositorEmail: 'office' },
      'invalid-input',
      submissionMessages.invalidEmail('Depositor e-mail'),
    ],
  ];

  it.each(refusals)(
    'refuses %s with a 400 and its code, and keeps the stored settings',
    async (_name, change, code, message) => {
      const before = await stored();
      await expectRefusal(await put({ ...demoJournalSettings, ...change }), 400, code, message);
      expect(await stored()).toEqual(before);
    },
  );

  it('refuses a body that is not the settings, and other methods', async () => {
    const before = await stored();
    const required = submissionMessages.required('Journal title');
    await expectRefusal(await put({}), 400, 'invalid-input', required);
    expect((await put([demoJournalSettings])).status).toBe(400);
    const post = await fetch(`${urls.api}${journalApi.settings.path({})}`, {
      method: 'POST',
      headers: bearer(admin),
    });
    await expectRefusal(post, 405, 'method-not-allowed', apiMessages.methodNotAllowed);
    expect(await stored()).toEqual(before);
  });
});
