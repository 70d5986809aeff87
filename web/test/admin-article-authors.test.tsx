/**
 * The article form's authors, one by one (issue 27): the admin lists two authors in order with
 * ORCID iDs and affiliations, and funders, adding and removing rows, and the API stores them so;
 * a wrong ORCID check digit is refused under the field in the API's own words before anything
 * is sent.
 */
import { within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Article } from '@journal/common/contracts/articles';
import { scholarlyMessages } from '@journal/common/messages';
import { openAdminDashboard, loadAdminDashboardCode } from './support/admin-dashboard';
import { useApiOrigin } from './support/api-origin';
import { API, apiCall, ensureAdmin, unique } from './support/journal-accounts';
import { resetBrowser } from './support/render-app';

let adminToken = '';
beforeAll(async () => {
  await loadAdminDashboardCode();
  adminToken = (await ensureAdmin()).idToken;
}, 90_000);
// Articles are created through XMLHttpRequest, which jsdom holds to CORS.
beforeAll(useApiOrigin);
afterEach(resetBrowser);

/** Types `text` into `field` as one paste: quicker than a keystroke at a time. */
async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillAuthor(user: UserEvent, author: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await enter(user, within(author).getByLabelText(label), value);
}

describe('the article form’s authors', () => {
  it('lists authors in order with ORCID iDs and affiliations, and refuses a wrong check digit', async () => {
    const { panel } = await openAdminDashboard('archives');
    const form = within(panel).getByRole('form', { name: 'Create Article' });
    const user = userEvent.setup({ delay: null });
    const slug = unique('authors');
    await enter(user, within(form).getByLabelText('Title'), `Two authors ${slug}`);
    await enter(user, within(form).getByLabelText('Abstract'), 'A study with its authors listed one by one.');
    await enter(user, within(form).getByLabelText('Article Slug'), slug);
    await within(form).findByRole('option', { name: 'Volume 1 (2024)' });
    await user.selectOptions(within(form).getByLabelText('Volume'), 'Volume 1 (2024)');
    // The issues are a read of their own (the admin's issue list), which may answer after the volumes'.
    await within(form).findByRole('option', { name: 'Issue 1' });
    await user.selectOptions(within(form).getByLabelText('Issue'), 'Issue 1');

    await user.click(within(form).getByRole('button', { name: 'Add author' }));
    // The author line gives way to the list.
    expect(within(form).queryByLabelText('Author')).not.toBeInTheDocument();
    const first = within(form).getByRole('group', { name: 'Author 1' });
    await fillAuthor(user, first, {
      'Given names': 'Natasha',
      'Family name': 'Phiri',
      'E-mail': 'n.phiri@unizambezi.example.org',
      'ORCID iD': '0000-0002-1825-0098',
      'Affiliation 1': 'School of Engineering, University of the Zambezi',
      Country: 'Zambia',
    });
    expect(within(first).getByRole('checkbox', { name: 'Corresponding author' })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Add author' }));
    const second = within(form).getByRole('group', { name: 'Author 2' });
    await fillAuthor(user, second, {
      'Given names': 'Pieter',
      'Family name': 'van der Merwe',
      'ORCID iD': 'https://orcid.org/0000-0002-9079-593X',
      'Affiliation 1': 'California Digital Library',
      'ROR ID': 'https://ror.org/03yrm5c26',
      Country: 'United States',
    });

    const funding = within(form).getByRole('region', { name: 'Funding' });
    await user.click(within(funding).getByRole('button', { name: 'Add funder' }));
    await enter(user, within(funding).getByLabelText('Funder 1'), 'National Science and Technology Council');
    await enter(user, within(funding).getByLabelText('Award number'), 'NSTC-2024-017');

    await user.click(within(form).getByRole('button', { name: 'Create Article' }));
    const orcid = within(first).getByLabelText('ORCID iD');
    expect(await within(first).findByText(scholarlyMessages.invalidOrcid)).toBeInTheDocument();
    expect(orcid).toHaveAttribute('aria-invalid', 'true');
    expect((await fetch(`${API}/api/articles/${slug}`)).status).toBe(404);

    await user.clear(orcid);
    await enter(user, orcid, '0000-0002-1825-0097');
    await user.click(within(form).getByRole('button', { name: 'Create Article' }));
    expect(
      await within(form).findByText(`“Two authors ${slug}” has been published.`, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();

    const { data: article } = await apiCall<{ data: Article }>(adminToken, 'GET', `/api/articles/${slug}`);
    onTestFinished(() => apiCall(adminToken, 'DELETE', `/api/admin/articles/${article._id}`));
    expect(article.author).toBe('Natasha Phiri, Pieter van der Merwe');
    expect(article.contributors.map((c) => [c.familyName, c.orcid, c.corresponding])).toEqual([
      ['Phiri', 'https://orcid.org/0000-0002-1825-0097', true],
      ['van der Merwe', 'https://orcid.org/0000-0002-9079-593X', false],
    ]);
    expect(article.contributors[1]?.affiliations).toEqual([
      { name: 'California Digital Library', ror: 'https://ror.org/03yrm5c26', country: 'United States' },
    ]);
    expect(article.funding).toEqual([
      { funder: 'National Science and Technology Council', award: 'NSTC-2024-017' },
    ]);
    expect(article.doi).toMatch(new RegExp(`^10\\.5555/zjeas\\.\\d{4}\\.1\\.1\\.${slug}$`));
    // Some forty fields and two round trips to the API in jsdom, where each entry renders the
    // whole form again: 12 s on a quiet two-core machine, 20 s in a loaded CI run.
  }, 40_000);

  // Apart from the journey above, which the two-core CI machine takes close to its time limit.
  it('adds and removes an affiliation and a funder, keeping the rows that stay as they were', async () => {
    const { panel } = await openAdminDashboard('archives');
    const form = within(panel).getByRole('form', { name: 'Create Article' });
    const user = userEvent.setup({ delay: null });
    await user.click(within(form).getByRole('button', { name: 'Add author' }));
    const first = within(form).getByRole('group', { name: 'Author 1' });
    await enter(
      user,
      within(first).getByLabelText('Affiliation 1'),
      'School of Engineering, University of the Zambezi',
    );
    // A second affiliation comes and goes again, leaving the first as it was.
    await user.click(within(first).getByRole('button', { name: 'Add an affiliation to author 1' }));
    await enter(user, within(first).getByLabelText('Affiliation 2'), 'A department given by mistake');
    await user.click(within(first).getByRole('button', { name: 'Remove affiliation 2 of author 1' }));
    expect(within(first).queryByLabelText('Affiliation 2')).not.toBeInTheDocument();
    expect(within(first).getByLabelText('Affiliation 1')).toHaveValue(
      'School of Engineering, University of the Zambezi',
    );

    // Two funders, the first removed: the second is what remains, and moves up.
    const funding = within(form).getByRole('region', { name: 'Funding' });
    await user.click(within(funding).getByRole('button', { name: 'Add funder' }));
    await enter(user, within(funding).getByLabelText('Funder 1'), 'A funder given by mistake');
    await user.click(within(funding).getByRole('button', { name: 'Add funder' }));
    await enter(user, within(funding).getByLabelText('Funder 2'), 'National Science and Technology Council');
    await enter(user, within(funding).getAllByLabelText('Award number')[1]!, 'NSTC-2024-017');
    await user.click(within(funding).getByRole('button', { name: 'Remove funder 1' }));
    expect(within(funding).getByLabelText('Funder 1')).toHaveValue('National Science and Technology Council');
    expect(within(funding).getByLabelText('Award number')).toHaveValue('NSTC-2024-017');
    expect(within(funding).queryByLabelText('Funder 2')).not.toBeInTheDocument();
  });
});
