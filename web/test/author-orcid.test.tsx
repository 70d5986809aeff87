/**
 * The author's ORCID iD: set, changed and removed on the dashboard (checked in the browser with
 * the API's own schema, stored by the API as its https URL), shown as its orcid.org link, and
 * filled in as the corresponding author's iD of a new submission.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthorProfile } from '@journal/common/contracts/users';
import { profileMessages, scholarlyMessages } from '@journal/common/messages';
import { apiCall, createAuthor, type Author } from './support/journal-accounts';
import { renderApp, resetBrowser, signInAuthor } from './support/render-app';

const DASHBOARD = '/guidelines/author-guidelines/submission/dashboard';
const FORM = '/guidelines/author-guidelines/submission/newsubmit';
const ORCID = 'https://orcid.org/0000-0002-1825-0097';

afterEach(resetBrowser);

async function openOrcidSection(author: Author) {
  await signInAuthor(author);
  renderApp(DASHBOARD);
  const section = await screen.findByRole('region', { name: 'Your ORCID iD' });
  const form = await within(section).findByRole('form', { name: 'Change your ORCID iD' });
  return { section, form, field: within(form).getByRole('textbox', { name: 'ORCID iD' }) };
}

const storedOrcid = async (author: Author) =>
  (await apiCall<{ data: AuthorProfile }>(author.idToken, 'GET', '/api/auth/profile')).data.orcid;

/** The corresponding author's ORCID iD field of the submission form (the only one until co-authors are added). */
async function formOrcidField() {
  const form = await screen.findByRole('form', { name: 'Paper submission' });
  return within(form).getByRole('textbox', { name: 'ORCID iD' });
}

describe('the author’s ORCID iD', () => {
  it('is set on the dashboard, shown as its link, and fills in the submission form', async () => {
    const author = await createAuthor();
    const { section, form, field } = await openOrcidSection(author);
    expect(within(section).getByText('You have not added an ORCID iD yet.')).toBeVisible();
    const user = userEvent.setup({ delay: null });

    // A wrong check digit is refused in the form's words, and nothing is stored.
    await user.type(field, '0000-0002-1825-0098');
    await user.click(within(form).getByRole('button', { name: 'Save ORCID iD' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(scholarlyMessages.invalidOrcid);
    expect(await storedOrcid(author)).toBeNull();

    await user.clear(field);
    await user.type(field, '0000-0002-1825-0097{Enter}');
    expect(await within(form).findByRole('status')).toHaveTextContent(profileMessages.orcidSaved);
    const link = within(section).getByRole('link', { name: `ORCID iD of ${author.username}: ${ORCID}` });
    expect(link).toHaveAttribute('href', ORCID);
    expect(field).toHaveValue('0000-0002-1825-0097');
    expect(await storedOrcid(author)).toBe(ORCID);

    await user.click(screen.getAllByRole('link', { name: 'New Submission' })[0]!);
    expect(await formOrcidField()).toHaveValue('0000-0002-1825-0097');
  });

  it('starts a new submission with the profile’s iD, which the author may change for it', async () => {
    const author = await createAuthor();
    await apiCall(author.idToken, 'PUT', '/api/auth/profile', { orcid: ORCID });
    await signInAuthor(author);
    renderApp(FORM);
    const field = await formOrcidField();
    expect(field).toHaveValue('0000-0002-1825-0097');

    const user = userEvent.setup({ delay: null });
    await user.clear(field);
    await user.type(field, '0000-0002-9079-593X');
    await user.click(screen.getByRole('button', { name: 'Reset Form' }));
    expect(field).toHaveValue('0000-0002-1825-0097');
    expect(await storedOrcid(author)).toBe(ORCID);
  });

  it('is removed from the dashboard, and new submissions then start without one', async () => {
    const author = await createAuthor();
    await apiCall(author.idToken, 'PUT', '/api/auth/profile', { orcid: ORCID });
    const { section, form, field } = await openOrcidSection(author);
    expect(field).toHaveValue('0000-0002-1825-0097');

    const user = userEvent.setup({ delay: null });
    await user.click(within(form).getByRole('button', { name: 'Remove ORCID iD' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(profileMessages.orcidRemoved);
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(await storedOrcid(author)).toBeNull();

    await user.click(screen.getAllByRole('link', { name: 'New Submission' })[0]!);
    expect(await formOrcidField()).toHaveValue('');
  });
});
