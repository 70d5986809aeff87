/**
 * The admin's Journal tab, through the suite's own API: every setting in a labelled field holding
 * what the demo seed stored, reached and saved with the keyboard alone; the browser's check,
 * with the API's own schema and words, under each field, sending nothing; and a refusal of the
 * API shown above the form with its reason. axe-core finds nothing serious on the tab.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { JournalSettings } from '@journal/common/contracts/journal';
import { journalApi } from '@journal/common/contracts/journal-routes';
import { scholarlyMessages } from '@journal/common/messages';
import { openAdminDashboard, loadAdminDashboardCode } from './support/admin-dashboard';
import { useGateway } from './support/gateway';
import { API, apiCall, ensureAdmin } from './support/journal-accounts';
import { resetBrowser } from './support/render-app';

let adminIdToken = '';

beforeAll(async () => {
  await loadAdminDashboardCode();
  adminIdToken = (await ensureAdmin()).idToken;
}, 90_000);
afterEach(resetBrowser);

const SETTINGS_PATH = journalApi.settings.path({});

async function storedSettings(): Promise<JournalSettings> {
  return (await apiCall<{ data: JournalSettings }>(adminIdToken, 'GET', SETTINGS_PATH)).data;
}

/** Each setting's field label and the value it shows. */
const fieldValues = (s: JournalSettings): [string, string][] => [
  ['Journal title', s.title],
  ['Abbreviated title', s.abbreviatedTitle],
  ['Publisher', s.publisher],
  ['Online ISSN', s.onlineIssn],
  ['Print ISSN', s.printIssn],
  ['Language', s.language],
  ['DOI prefix', s.doiPrefix],
  ['DOI suffix pattern', s.doiSuffixPattern],
  ['Licence', s.licence.name],
  ['Licence URL', s.licence.url],
  ['Depositor name', s.depositorName],
  ['Depositor e-mail', s.depositorEmail],
  ['Registrant', s.registrant],
];

/** The Journal tab opened with the keyboard from another tab; answers its form. */
async function openJournalTab(user: UserEvent): Promise<HTMLElement> {
  await openAdminDashboard('users');
  const tab = screen.getByRole('tab', { name: 'Journal' });
  tab.focus();
  await user.keyboard('{Enter}');
  expect(tab).toHaveAttribute('aria-selected', 'true');
  return screen.findByRole('form', { name: 'Journal settings' });
}

/** Replaces what `field` holds with `text`. */
async function retype(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.paste(text);
}

/**
 * axe-core's serious and critical findings inside `scope`, one line per rule. jsdom paints
 * nothing, so colour contrast is left to the design tokens' own test and the end-to-end suite.
 */
async function seriousAxeViolations(scope: HTMLElement): Promise<string[]> {
  const results = await axe.run(scope, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the Journal tab of the admin dashboard', () => {
  it('shows every setting in a labelled field and saves a change made with the keyboard', async () => {
    const seeded = await storedSettings();
    expect(seeded).toMatchObject({ doiPrefix: '10.5555', abbreviatedTitle: 'ZJEAS', language: 'en' });
    const user = userEvent.setup({ delay: null });
    const form = await openJournalTab(user);

    for (const [label, value] of fieldValues(seeded)) {
      expect(await within(form).findByLabelText(label), label).toHaveValue(value);
    }
    expect(within(form).getByText(/\{slug\} or \{id\} is required/)).toBeVisible();
    expect(await seriousAxeViolations(form.closest('section')!)).toEqual([]);

    // From the tab into the form: its first field, then the next, typed over by keyboard alone.
    await user.tab();
    expect(within(form).getByLabelText('Journal title')).toHaveFocus();
    await user.tab();
    const abbreviated = within(form).getByLabelText('Abbreviated title');
    expect(abbreviated).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}ZJEAS-K');
    // Past Publisher and Language to the online ISSN.
    await user.tab();
    await user.tab();
    await user.tab();
    const online = within(form).getByLabelText('Online ISSN');
    expect(online).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}20493630');
    await user.keyboard('{Enter}');

    expect(await within(form).findByRole('status')).toHaveTextContent(scholarlyMessages.journalSaved);
    // The form shows what was stored: the ISSN with its hyphen.
    expect(within(form).getByLabelText('Online ISSN')).toHaveValue('2049-3630');
    expect(await storedSettings()).toEqual({
      ...seeded,
      abbreviatedTitle: 'ZJEAS-K',
      onlineIssn: '2049-3630',
    });
  });

  it('checks the fields in the browser in the API’s words, and sends nothing until they pass', async () => {
    const before = await storedSettings();
    const gateway = await useGateway();
    const user = userEvent.setup({ delay: null });
    const form = await openJournalTab(user);
    const field = (label: string) => within(form).getByLabelText(label);

    await retype(user, field('Online ISSN'), '2049-3631');
    await retype(user, field('DOI prefix'), '11.5555');
    await retype(user, field('DOI suffix pattern'), 'zjeas.{year}');
    await retype(user, field('Licence URL'), 'javascript:alert(1)');
    await retype(user, field('Language'), 'eng');
    await user.keyboard('{Enter}');

    const problems: [string, string][] = [
      ['Online ISSN', scholarlyMessages.invalidIssn('Online ISSN')],
      ['DOI prefix', scholarlyMessages.invalidDoiPrefix],
      ['DOI suffix pattern', scholarlyMessages.invalidDoiPattern],
      ['Licence URL', scholarlyMessages.invalidLicenceUrl],
      ['Language', scholarlyMessages.invalidLanguage],
    ];
    for (const [label, message] of problems) {
      await waitFor(() => expect(field(label), label).toHaveAccessibleDescription(message));
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    // The first field in trouble (Language comes before the ISSNs) has the focus, to be corrected at once.
    expect(field('Language')).toHaveFocus();
    expect(await seriousAxeViolations(form)).toEqual([]);

    await retype(user, field('Online ISSN'), '2049-3630');
    await retype(user, field('Print ISSN'), '2049-3630');
    await retype(user, field('DOI prefix'), '10.5555');
    await retype(user, field('DOI suffix pattern'), 'zjeas.{year}.{slug}');
    await retype(user, field('Licence URL'), 'https://creativecommons.org/licenses/by/4.0/');
    await retype(user, field('Language'), 'en');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(field('Print ISSN')).toHaveAccessibleDescription(scholarlyMessages.sameIssns));

    expect(gateway.passed.filter((request) => request.method === 'PUT')).toEqual([]);
    expect(await storedSettings()).toEqual(before);
  });

  it('shows a refusal of the API above the form, with its reason, and keeps the stored settings', async () => {
    const before = await storedSettings();
    // What the API answers a save its schema refuses: the browser's own check (the same schema)
    // never sends one, so the gateway in front of the API gives the tab the API's real answer.
    const refused = await fetch(`${API}${SETTINGS_PATH}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${adminIdToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...before, onlineIssn: '2049-3631' }),
    });
    expect(refused.status).toBe(400);
    const answer = await refused.text();
    await useGateway((request) =>
      request.method === 'PUT' && request.pathname === SETTINGS_PATH
        ? { status: refused.status, contentType: 'application/json', body: answer }
        : undefined,
    );
    const user = userEvent.setup({ delay: null });
    const form = await openJournalTab(user);
    await retype(user, within(form).getByLabelText('Publisher'), 'Zambezi University Press');
    await user.click(within(form).getByRole('button', { name: 'Save journal settings' }));

    const alert = await within(form).findByRole('alert');
    expect(within(alert).getByText(scholarlyMessages.journalSaveFailed)).toBeVisible();
    expect(alert).toHaveTextContent(scholarlyMessages.invalidIssn('Online ISSN'));
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Publisher')).toHaveValue('Zambezi University Press');
    expect(await storedSettings()).toEqual(before);
  });
});
