/**
 * A paper whose answer is lost on the way back (a proxy's 502 after the API stored it), sent
 * again by the author from the same form, is stored once: the form names its fill with one
 * Idempotency-Key through every try, and the API answers the repeat with the first submission.
 * The gateway (support/gateway.ts) really stands between the app and the real API.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, it } from 'vitest';
import type { Submission } from '@journal/common/contracts/submissions';
import { submissionMessages } from '@journal/common/messages';
import { BAD_GATEWAY, useGateway } from './support/gateway';
import { apiCall, createAuthor, signInRest, unique } from './support/journal-accounts';
import { useApiOrigin } from './support/api-origin';
import { fillCompletePaper } from './support/paper-form';
import { renderApp, resetBrowser, signInAuthor } from './support/render-app';

// The form uploads through XMLHttpRequest, which jsdom holds to CORS (the gateway answers it).
beforeAll(useApiOrigin);
afterEach(resetBrowser);

it('stores the paper once when its answer is lost and the author sends it again', async () => {
  const author = await createAuthor();
  let answersLost = 0;
  const gateway = await useGateway((request) => {
    if (request.method !== 'POST' || request.pathname !== '/api/submissions' || answersLost > 0)
      return undefined;
    answersLost += 1;
    return { instead: BAD_GATEWAY };
  });
  await signInAuthor(author);
  renderApp('/guidelines/author-guidelines/submission/newsubmit');
  const form = await screen.findByRole('form', { name: 'Paper submission' });
  const user = userEvent.setup({ delay: null });
  await fillCompletePaper(user, form, `Lost answer ${unique('p')}`);

  await user.click(within(form).getByRole('button', { name: 'Submit Paper' }));
  expect(await within(form).findByText(submissionMessages.failed)).toBeVisible();
  await user.click(within(form).getByRole('button', { name: 'Submit Paper' }));
  expect(await screen.findByText(submissionMessages.received)).toBeInTheDocument();
  const id = screen.getByText(/^Submission ID:/).querySelector('strong')?.textContent ?? '';

  const sent = gateway.passed.filter((r) => r.method === 'POST' && r.pathname === '/api/submissions');
  expect(sent.map((r) => r.status)).toEqual([502, 201]);
  const { idToken } = await signInRest(author.email, author.password);
  const { data } = await apiCall<{ data: Submission[] }>(idToken, 'GET', '/api/submissions');
  expect(data.map((s) => s._id)).toEqual([id]);
});
