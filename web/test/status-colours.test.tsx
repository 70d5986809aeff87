/**
 * SPEC section 4: a submission's status shows Approved in green, Rejected in red, and anything
 * else (Pending) in yellow, on the author's dashboard and in the admin's Submissions tab alike.
 * Read as the browser computes the chip's colour from the app's own styles and theme, which this
 * file applies (support/mui-styles.ts).
 */
import { screen, within } from '@testing-library/react';
import { signInWithEmailAndPassword } from '@firebase/auth';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionStatus } from '@journal/common/constants';
import {
  ADMIN,
  apiCall,
  createAuthor,
  ensureAdmin,
  submitPaper,
  type Author,
  type SubmittedPaper,
} from './support/journal-accounts';
import { applyMuiStyles } from './support/mui-styles';
import { loadAdminDashboardCode } from './support/admin-dashboard';
import { auth, renderApp, resetBrowser, signInAuthor } from './support/render-app';

/** The colour family a person would name for `rgb(r, g, b)`, by its hue. */
function colourName(css: string): string {
  const [r = 0, g = 0, b = 0] = (css.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max - min < 16) return `grey (${css})`;
  let hue: number;
  if (max === r) hue = (60 * ((g - b) / (max - min)) + 360) % 360;
  else if (max === g) hue = 60 * ((b - r) / (max - min)) + 120;
  else hue = 60 * ((r - g) / (max - min)) + 240;
  if (hue < 15 || hue >= 345) return 'red';
  if (hue >= 40 && hue < 70) return 'yellow';
  if (hue >= 90 && hue < 160) return 'green';
  return `other (${css}, hue ${Math.round(hue)})`;
}

/** The background colour of the status chip that reads `status` inside `row`. */
function chipColour(row: HTMLElement, status: SubmissionStatus): string {
  const chip = within(row).getByText(status, { exact: true }).closest<HTMLElement>('.MuiChip-root');
  if (!chip) throw new Error(`'${status}' is not shown as a chip`);
  return colourName(getComputedStyle(chip).backgroundColor);
}

const expected: Record<SubmissionStatus, string> = {
  Approved: 'green',
  Rejected: 'red',
  Pending: 'yellow',
};

let author: Author;
const papers = {} as Record<SubmissionStatus, SubmittedPaper>;

beforeAll(async () => {
  await loadAdminDashboardCode();
  applyMuiStyles();
  const admin = await ensureAdmin();
  author = await createAuthor();
  for (const status of ['Pending', 'Approved', 'Rejected'] as const)
    papers[status] = await submitPaper(author);
  await apiCall(admin.idToken, 'PATCH', `/api/admin/submissions/${papers.Approved.submissionId}/approve`);
  await apiCall(admin.idToken, 'PATCH', `/api/admin/submissions/${papers.Rejected.submissionId}/reject`);
}, 90_000);
afterEach(resetBrowser);

describe('the colour of a submission’s status', () => {
  it('is green for Approved, red for Rejected and yellow for Pending on the author dashboard', async () => {
    await signInAuthor(author);
    renderApp('/guidelines/author-guidelines/submission/dashboard');
    const table = await screen.findByRole('table', { name: 'Your submissions' });
    for (const [status, paper] of Object.entries(papers) as [SubmissionStatus, SubmittedPaper][]) {
      const row = await within(table).findByRole('row', { name: new RegExp(paper.paperTitle) });
      expect(chipColour(row, status), status).toBe(expected[status]);
    }
  });

  it('is green for Approved, red for Rejected and yellow for Pending in the admin’s Submissions tab', async () => {
    await signInWithEmailAndPassword(auth, ADMIN.email, ADMIN.password);
    renderApp('/admin/dashboard?tab=submissions');
    const table = await screen.findByRole('table', { name: 'Submissions' });
    for (const [status, paper] of Object.entries(papers) as [SubmissionStatus, SubmittedPaper][]) {
      const row = await within(table).findByRole('row', { name: new RegExp(paper.paperTitle) });
      expect(chipColour(row, status), status).toBe(expected[status]);
    }
  });
});
