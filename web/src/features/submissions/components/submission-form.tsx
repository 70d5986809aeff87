import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { manuscriptProblem } from '@journal/common/contracts/files';
import { FormProvider, useForm } from 'react-hook-form';
import type { SubmissionFields } from '@journal/common/contracts/submissions';
import { newIdempotencyKey, useCreateSubmission } from '../api/create-submission';
import { submitErrorOutcome } from '../api/submission-errors';
import { AgreementFields } from './agreement-fields';
import { AuthorFields } from './author-fields';
import { CoAuthorsFields } from './co-authors-fields';
import { ManuscriptField } from './manuscript-field';
import { PaperFields } from './paper-fields';
import { emptySubmission, submissionResolver, type SubmissionFormInput } from './submission-form-values';
import { UploadProgress } from '../../../lib/ui/upload-progress';
import { useCheckedFile } from '../../../lib/use-checked-file';

export interface SubmissionFormProps {
  email: string;
  /** The ORCID iD of the author's profile ('' for none): the form starts with it. */
  orcid: string;
  onSubmitted(submissionId: string): void;
  /** The session cannot be used any more: sign out and send the author to log in again. */
  onSessionEnded(message: string): void;
}

export function SubmissionForm({ email, orcid, onSubmitted, onSessionEnded }: SubmissionFormProps) {
  const form = useForm<SubmissionFormInput, unknown, SubmissionFields>({
    resolver: submissionResolver,
    defaultValues: emptySubmission(email, orcid),
  });
  const manuscript = useCheckedFile(manuscriptProblem);
  // A new key empties the native file input, which cannot be reset by value.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [progress, setProgress] = useState(0);
  // One key per form fill: every try of this fill is one submission; Reset starts another.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const create = useCreateSubmission(setProgress);

  const onSubmit = form.handleSubmit(
    async (fields) => {
      const problem = await manuscript.verify();
      if (problem || !manuscript.file) return;
      setProgress(0);
      create.mutate(
        { fields, manuscript: manuscript.file, idempotencyKey },
        {
          onSuccess: ({ submissionId }) => onSubmitted(submissionId),
          onError: (error) => {
            const outcome = submitErrorOutcome(error);
            if (outcome.signInAgain) onSessionEnded(outcome.message);
          },
        },
      );
    },
    () => void manuscript.verify(),
  );

  const reset = () => {
    form.reset(emptySubmission(email, orcid));
    manuscript.reset();
    setFileInputKey((key) => key + 1);
    setIdempotencyKey(newIdempotencyKey());
    create.reset();
  };

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Paper submission">
        <Stack spacing={3}>
          <AuthorFields />
          <PaperFields />
          <ManuscriptField key={fileInputKey} error={manuscript.problem} onChange={manuscript.choose} />
          <CoAuthorsFields />
          <AgreementFields />
          {create.isError && <Alert severity="error">{submitErrorOutcome(create.error).message}</Alert>}
          {create.isPending && <UploadProgress fraction={progress} label="Uploading manuscript…" />}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button type="submit" variant="contained" size="large" disabled={create.isPending}>
              {create.isPending ? 'Submitting…' : 'Submit Paper'}
            </Button>
            <Button type="button" variant="outlined" size="large" onClick={reset} disabled={create.isPending}>
              Reset Form
            </Button>
          </Stack>
        </Stack>
      </Box>
    </FormProvider>
  );
}
