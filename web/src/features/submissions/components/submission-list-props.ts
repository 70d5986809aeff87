import type { Submission } from '@journal/common/contracts/submissions';

/** What the table (wide screens) and the cards (small screens) both take. */
export interface SubmissionListProps {
  submissions: Submission[];
  expandedId: string | null;
  onToggle(id: string): void;
  onDownload(submission: Submission): void;
  downloadingId: string | null;
}

export const detailsId = (id: string) => `submission-details-${id}`;

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
