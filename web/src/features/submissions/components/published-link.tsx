import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { articlePages } from '@journal/common/contracts/articles-routes';
import type { Submission } from '@journal/common/contracts/submissions';

/** For a published submission, the way to its article; nothing before. */
export function PublishedLink({ submission }: { submission: Submission }) {
  if (!submission.published) return null;
  return (
    <Link
      component={RouterLink}
      to={articlePages.article.path(submission.published)}
      variant="body2"
      sx={{ display: 'inline-block', mt: 0.5 }}
      aria-label={`Read the published article: ${submission.paperTitle}`}
    >
      Read the published article
    </Link>
  );
}
