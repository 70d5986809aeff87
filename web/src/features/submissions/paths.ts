/** Where the author's screens live (SPEC.md section 2). */
export const authorPaths = {
  guidelines: '/guidelines/author-guidelines/submission',
  newSubmission: '/guidelines/author-guidelines/submission/newsubmit',
  dashboard: '/guidelines/author-guidelines/submission/dashboard',
} as const;
