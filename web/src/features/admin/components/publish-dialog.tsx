import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { adminMessages, submissionMessages } from '@journal/common/messages';
import type { Article } from '@journal/common/contracts/articles';
import { articleImageProblem, articlePdfProblem, IMAGE_ACCEPT } from '@journal/common/contracts/files';
import type { Submission } from '@journal/common/contracts/submissions';
import { isSlug, slugify } from '@journal/common/slug';
import { useAdminIssues, useAdminVolumes } from '../api/admin-lists';
import { usePublishSubmission } from '../api/publish-submission';
import { actionError, ActionErrorAlert, type ActionError } from './action-error';
import { FileField } from './file-field';
import { VolumeOptions } from './volume-options';
import { UploadProgress } from '../../../lib/ui/upload-progress';
import { useCheckedFile, type FileCheck } from '../../../lib/use-checked-file';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;
const isPdfManuscript = (s: Submission) => /\.pdf$/i.test(s.manuscriptFileName);
/** Only a .docx converts to a full text (docs/decisions.md "Full text"); a .doc does not. */
const isDocxManuscript = (s: Submission) => /\.docx$/i.test(s.manuscriptFileName);

interface PublishDialogProps {
  submission: Submission;
  onClose(): void;
  onPublished(article: Article): void;
}

/**
 * Publishing an approved submission: the editor picks the volume and issue, may change the slug
 * and add the final PDF and a cover; title, authors, abstract and keywords come from the
 * submission, so nothing is typed twice. A Word manuscript needs the final PDF.
 */
export function PublishDialog({ submission, onClose, onPublished }: PublishDialogProps) {
  const titleId = useId();
  const volumes = useAdminVolumes().data ?? [];
  const issues = useAdminIssues().data ?? [];
  const needsPdf = !isPdfManuscript(submission);
  const pdfCheck: FileCheck = (file) =>
    file ? articlePdfProblem(file) : needsPdf ? { message: submissionMessages.publishNeedsPdf } : null;
  const imageCheck: FileCheck = (file) => file && articleImageProblem(file);
  const pdf = useCheckedFile(pdfCheck);
  const image = useCheckedFile(imageCheck);
  const [volume, setVolume] = useState('');
  const [issue, setIssue] = useState('');
  const [slug, setSlug] = useState(() => slugify(submission.paperTitle));
  const offerFullText = isDocxManuscript(submission);
  const [fullText, setFullText] = useState(offerFullText);
  const [shown, setShown] = useState<{ volume?: string; issue?: string; slug?: string }>({});
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<ActionError | null>(null);
  const publish = usePublishSubmission(setProgress);
  const volumeIssues = issues.filter((i) => i.volume._id === volume);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problems = {
      volume: volume ? undefined : adminMessages.chooseVolume,
      issue: issue ? undefined : adminMessages.chooseIssue,
      slug: isSlug(slug) ? undefined : adminMessages.publishSlugInvalid,
    };
    setShown(problems);
    const [pdfProblem, imageProblem] = await Promise.all([pdf.verify(), image.verify()]);
    if (problems.volume || problems.issue || problems.slug || pdfProblem || imageProblem) return;
    setError(null);
    setProgress(0);
    publish.mutate(
      {
        submissionId: submission._id,
        issue,
        slug,
        pdf: pdf.file,
        image: image.file,
        fullText: offerFullText && fullText,
      },
      {
        onSuccess: onPublished,
        onError: (err) => setError(actionError(adminMessages.publishFailed, err)),
      },
    );
  };

  return (
    <Dialog open onClose={publish.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id={titleId}>Publish “{submission.paperTitle}”</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              The title, authors, abstract and keywords are taken from the submission.
            </Typography>
            <ActionErrorAlert error={error} onClose={() => setError(null)} />
            <TextField
              select
              label="Volume"
              value={volume}
              onChange={(event) => {
                setVolume(event.target.value);
                setIssue('');
              }}
              error={Boolean(shown.volume)}
              helperText={shown.volume}
              slotProps={nativeSelect}
            >
              <VolumeOptions volumes={volumes} />
            </TextField>
            <TextField
              select
              label="Issue"
              value={issue}
              disabled={!volume}
              onChange={(event) => setIssue(event.target.value)}
              error={Boolean(shown.issue)}
              helperText={
                shown.issue ??
                (volume && volumeIssues.length === 0 ? 'This volume has no issues yet' : undefined)
              }
              slotProps={nativeSelect}
            >
              <option value="">{volume ? 'Select an issue' : 'Select a volume first'}</option>
              {volumeIssues.map((i) => (
                <option key={i._id} value={i._id}>
                  {i.name}
                </option>
              ))}
            </TextField>
            <TextField
              label="Slug"
              value={slug}
              onChange={(event) => setSlug(event.target.value.trim())}
              error={Boolean(shown.slug)}
              helperText={shown.slug ?? 'The last part of the article’s address'}
            />
            <FileField
              label={needsPdf ? 'Final PDF (required)' : 'Final PDF (optional)'}
              accept="application/pdf,.pdf"
              hint={
                needsPdf
                  ? `The manuscript (${submission.manuscriptFileName}) is a Word file: upload the PDF to publish.`
                  : `Without one, the manuscript (${submission.manuscriptFileName}) is published.`
              }
              error={pdf.problem}
              onChange={pdf.choose}
            />
            {offerFullText && (
              <FormControlLabel
                control={
                  <Checkbox checked={fullText} onChange={(event) => setFullText(event.target.checked)} />
                }
                label={`Show the Word manuscript (${submission.manuscriptFileName}) as the article's full text`}
              />
            )}
            <FileField
              label="Cover image (optional)"
              accept={IMAGE_ACCEPT}
              hint="PNG, JPEG, WebP or GIF, at most 5 MB"
              error={image.problem}
              onChange={image.choose}
            />
            {publish.isPending && <UploadProgress fraction={progress} label="Publishing" />}
            {volumes.length === 0 && <Alert severity="info">Create a volume and an issue first.</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={publish.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={publish.isPending}>
            Publish
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
