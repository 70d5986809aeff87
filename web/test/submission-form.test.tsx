import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MANUSCRIPT_BYTES } from '@journal/common/contracts/files';
import type { Submission } from '@journal/common/contracts/submissions';
import { PAPER_TYPES, SUBJECT_AREAS } from '@journal/common/constants';
import { authMessages, submissionMessages } from '@journal/common/messages';
import { apiCall, createAuthor, pdfBytes, signInRest, unique, type Author } from './support/journal-accounts';
import { useApiOrigin } from './support/api-origin';
import { renderApp, resetBrowser, signInAuthor } from './support/render-app';

const FORM = '/guidelines/author-guidelines/submission/newsubmit';

// The form uploads through XMLHttpRequest, which jsdom holds to CORS.
beforeAll(useApiOrigin);
afterEach(resetBrowser);

async function openForm(author: Author) {
  await signInAuthor(author);
  const router = renderApp(FORM);
  const form = await screen.findByRole('form', { name: 'Paper submission' });
  return { router, form };
}

async function fillPaper(user: UserEvent, form: HTMLElement, title: string) {
  const field = (label: string) =>
    within(form).getByLabelText(label, { exact: false, selector: 'input, textarea, select' });
  await user.type(field('Corresponding Author'), 'Chanda Mwale');
  await user.type(field('Affiliation'), 'University of the Zambezi');
  await user.type(field('Country'), 'Zambia');
  await user.type(field('Paper Title'), title);
  await user.type(field('Abstract'), 'We measure the reliability of rural mini-grids over one year.');
  await user.type(field('Keywords'), 'mini-grids, reliability, solar, Zambia');
  await user.selectOptions(field('Paper Type'), PAPER_TYPES.research);
  await user.selectOptions(field('Subject Area'), SUBJECT_AREAS.electrical);
}

async function agreeToBoth(user: UserEvent, form: HTMLElement) {
  for (const box of within(form).getAllByRole('checkbox')) await user.click(box);
}

const manuscriptInput = (form: HTMLElement) => within(form).getByLabelText(/Manuscript File/);

describe('the paper submission form', () => {
  it('sends a visitor without a session to the guidelines, saying why in the words of messages.ts', async () => {
    const router = renderApp(FORM);
    expect(await screen.findByText(submissionMessages.notSignedIn)).toBeInTheDocument();
    expect(screen.queryByText(authMessages.mustBeLoggedInForDashboard)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/guidelines/author-guidelines/submission');
  });

  it('shows the account e-mail read-only and the hints of the form', async () => {
    const author = await createAuthor();
    const { form } = await openForm(author);
    const email = within(form).getByRole('textbox', { name: /^Email/ });
    expect(email).toHaveValue(author.email);
    expect(email).toHaveAttribute('readonly');
    expect(within(form).getByText('Separate keywords with commas')).toBeInTheDocument();
    expect(within(form).getByText('Maximum 250 words')).toBeInTheDocument();
    expect(manuscriptInput(form)).toHaveAttribute('accept', '.pdf,.doc,.docx');
  });

  it('names every missing field, the file and the agreements, and checks the file type and size', async () => {
    const author = await createAuthor();
    const { form } = await openForm(author);
    const user = userEvent.setup({ applyAccept: false, delay: null });

    await user.click(within(form).getByRole('button', { name: 'Submit Paper' }));
    for (const message of [
      submissionMessages.required('Corresponding author'),
      submissionMessages.required('Paper title'),
      submissionMessages.required('Keywords'),
      submissionMessages.invalidPaperType,
      submissionMessages.fileMissing,
    ]) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    // The choices by the names the form shows, never by the codes it sends.
    expect(
      within(form).getByText(/Research Article, Review Article, Case Study or Short Communication$/),
    ).toBeInTheDocument();
    expect(within(form).queryByText(/research, review/)).not.toBeInTheDocument();

    await user.upload(manuscriptInput(form), new File(['plain text'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(form).findByText(submissionMessages.invalidFileType)).toBeInTheDocument();
    const tooBig = new File([new Uint8Array(MAX_MANUSCRIPT_BYTES + 1)], 'big.pdf', {
      type: 'application/pdf',
    });
    await user.upload(manuscriptInput(form), tooBig);
    expect(await within(form).findByText(submissionMessages.fileTooLarge)).toBeInTheDocument();

    await fillPaper(user, form, 'Unagreed paper');
    await user.upload(
      manuscriptInput(form),
      new File([pdfBytes()], 'paper.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Submit Paper' }));
    expect(await within(form).findByText(submissionMessages.agreements)).toBeInTheDocument();
  });

  it('adds and removes co-authors, each needing all four fields', async () => {
    const author = await createAuthor();
    const { form } = await openForm(author);
    const user = userEvent.setup({ delay: null });

    await user.click(within(form).getByRole('button', { name: 'Add Co-author' }));
    await user.click(within(form).getByRole('button', { name: 'Add Co-author' }));
    expect(within(form).getByRole('group', { name: 'Co-author 2' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Remove co-author 2' }));
    expect(within(form).queryByRole('group', { name: 'Co-author 2' })).not.toBeInTheDocument();

    const first = within(form).getByRole('group', { name: 'Co-author 1' });
    await user.type(within(first).getByLabelText('Name'), 'Mutale Banda');
    await user.click(within(form).getByRole('button', { name: 'Submit Paper' }));
    expect(await within(first).findByText(submissionMessages.required('Affiliation'))).toBeInTheDocument();
    expect(within(first).getByText(submissionMessages.required('Country'))).toBeInTheDocument();
  });

  it('resets every field but the e-mail', async () => {
    const author = await createAuthor();
    const { form } = await openForm(author);
    const user = userEvent.setup({ delay: null });
    await fillPaper(user, form, 'To be reset');
    await agreeToBoth(user, form);

    await user.click(within(form).getByRole('button', { name: 'Reset Form' }));
    expect(within(form).getByRole('textbox', { name: /^Email/ })).toHaveValue(author.email);
    expect(within(form).getByRole('textbox', { name: /Paper Title/ })).toHaveValue('');
    expect(within(form).getByRole('combobox', { name: /Paper Type/ })).toHaveValue('');
    for (const box of within(form).getAllByRole('checkbox')) expect(box).not.toBeChecked();
  });

  it('submits, shows the ID, stores it as Pending and returns to the dashboard', async () => {
    const author = await createAuthor();
    const { form, router } = await openForm(author);
    const user = userEvent.setup({ delay: null });
    const title = `Mini-grid reliability ${unique('p')}`;
    await fillPaper(user, form, title);
    await user.click(within(form).getByRole('button', { name: 'Add Co-author' }));
    const coAuthor = within(form).getByRole('group', { name: 'Co-author 1' });
    await user.type(within(coAuthor).getByLabelText('Name'), 'Mutale Banda');
    await user.type(within(coAuthor).getByLabelText('Affiliation'), 'Copperbelt University');
    await user.type(within(coAuthor).getByLabelText('Email'), 'mutale@example.test');
    await user.type(within(coAuthor).getByLabelText('Country'), 'Zambia');
    const bytes = pdfBytes(title);
    await user.upload(
      manuscriptInput(form),
      new File([bytes], 'mini-grids.pdf', { type: 'application/pdf' }),
    );
    await agreeToBoth(user, form);

    await user.click(within(form).getByRole('button', { name: 'Submit Paper' }));
    expect(await screen.findByText(submissionMessages.received)).toBeInTheDocument();
    const id = screen.getByText(/^Submission ID:/).querySelector('strong')?.textContent ?? '';
    expect(id).not.toBe('');

    const { idToken } = await signInRest(author.email, author.password);
    const { data } = await apiCall<{ data: Submission }>(idToken, 'GET', `/api/submissions/${id}`);
    expect(data).toMatchObject({
      paperTitle: title,
      status: 'Pending',
      authorEmail: author.email,
      paperType: 'research',
      subjectArea: 'electrical',
      manuscriptFileName: 'mini-grids.pdf',
      manuscriptSize: bytes.length,
      coAuthors: [
        {
          name: 'Mutale Banda',
          affiliation: 'Copperbelt University',
          email: 'mutale@example.test',
          country: 'Zambia',
        },
      ],
    });

    await waitFor(
      () => expect(router.state.location.pathname).toBe('/guidelines/author-guidelines/submission/dashboard'),
      {
        timeout: 5000,
      },
    );
    const row = await screen.findByRole('row', { name: new RegExp(title) });
    expect(within(row).getByText('Pending')).toBeInTheDocument();
  });

  it("shows the server's refusal of a file that is not what its name says", async () => {
    const author = await createAuthor();
    const { form } = await openForm(author);
    const user = userEvent.setup({ delay: null });
    await fillPaper(user, form, 'Disguised file');
    await user.upload(
      manuscriptInput(form),
      new File(['MZ not a pdf at all'], 'disguised.pdf', { type: 'application/pdf' }),
    );
    await agreeToBoth(user, form);

    await user.click(within(form).getByRole('button', { name: 'Submit Paper' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(submissionMessages.invalidFileType);
    expect(screen.queryByText(submissionMessages.received)).not.toBeInTheDocument();
  });
});
