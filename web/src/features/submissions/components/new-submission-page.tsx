import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { submissionMessages } from '@journal/common/messages';
import { orcidId } from '@journal/common/scholarly/identifiers';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuthorSession } from '../hooks/use-author-session';
import { submissionPages } from '@journal/common/contracts/submissions-routes';
import { useAuthorProfile } from '../api/author-profile';
import { SubmissionForm, type SubmissionFormProps } from './submission-form';
import { SubmissionSuccess } from './submission-success';
import { MuiScope } from '../../../lib/ui/mui-scope';

const formSkeleton = <Skeleton variant="rounded" height={480} aria-label="Loading the form" />;

/**
 * The form once the author's profile has answered, starting with its ORCID iD; a profile that
 * cannot be read leaves the field blank rather than the author without a form.
 */
function ProfileSubmissionForm({ uid, ...props }: Omit<SubmissionFormProps, 'orcid'> & { uid: string }) {
  const profile = useAuthorProfile(uid);
  if (profile.isPending) return formSkeleton;
  const orcid = profile.data?.orcid;
  return <SubmissionForm {...props} orcid={orcid ? orcidId(orcid) : ''} />;
}

function NewSubmissionPageContent() {
  useDocumentTitle('New Submission');
  const { user, endSession } = useAuthorSession(submissionMessages.notSignedIn);
  const [submissionId, setSubmissionId] = useState<string | null>(null);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      {submissionId ? (
        <SubmissionSuccess submissionId={submissionId} />
      ) : (
        <>
          <Link component={RouterLink} to={submissionPages.dashboard.pattern}>
            ← Back to Dashboard
          </Link>
          <Typography variant="h1" sx={{ mt: 2, mb: 1 }}>
            Submit a Paper
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            Fields marked * are required. Read the submission guidelines before you submit.
          </Typography>
          {user ? (
            <ProfileSubmissionForm
              uid={user.uid}
              email={user.email ?? ''}
              onSubmitted={setSubmissionId}
              onSessionEnded={(message) => void endSession(message)}
            />
          ) : (
            formSkeleton
          )}
        </>
      )}
    </Container>
  );
}

/** Drawn with MUI (lib/ui/mui-scope.tsx). */
export function NewSubmissionPage() {
  return (
    <MuiScope>
      <NewSubmissionPageContent />
    </MuiScope>
  );
}
