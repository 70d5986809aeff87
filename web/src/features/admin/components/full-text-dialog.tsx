import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ArticleOutlinedIcon } from '../../../lib/ui/desk-icons';
import { useId, useState } from 'react';
import type { Article } from '@journal/common/contracts/articles';
import { articlePath } from '@journal/common/contracts/articles-routes';
import {
  fullTextErrors,
  MAX_FULL_TEXT_DOCX_BYTES,
  type FullTextStatus,
} from '@journal/common/contracts/full-text';
import { fullTextMessages } from '@journal/common/messages';
import { UploadProgress } from '../../../lib/ui/upload-progress';
import { useAttachFullText, useFullTextStatus, useRemoveFullText } from '../api/article-full-text';
import { actionError, ActionErrorAlert, type ActionError } from './action-error';
import { ConfirmDialog } from './confirm-dialog';
import { FileField } from './file-field';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** The browser's own check of the chosen file, with the server's words: a .docx within the limit. */
function wordFileProblem(file: File): string | null {
  if (!/\.docx$/i.test(file.name)) return fullTextErrors.docxType.message;
  if (file.size > MAX_FULL_TEXT_DOCX_BYTES) return fullTextErrors.tooLarge.message;
  return null;
}

function StatusSummary({ status, article }: { status: FullTextStatus; article: Article }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2">
        {[
          count(status.words, 'word', 'words'),
          count(status.figures, 'figure', 'figures'),
          count(status.tables, 'table', 'tables'),
          count(status.notes, 'note', 'notes'),
        ].join(' · ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        From {status.sourceName}, converted {new Date(status.updatedAt).toLocaleString('en-GB')}.{' '}
        <a href={articlePath(article)} target="_blank" rel="noreferrer">
          Read it on the article page
        </a>
      </Typography>
      {status.warnings.length > 0 ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          <AlertTitle>Worth fixing in the Word file</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {status.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </Box>
        </Alert>
      ) : (
        <Alert severity="success" sx={{ mt: 2 }}>
          The conversion found nothing to fix.
        </Alert>
      )}
    </Box>
  );
}

/**
 * An article's full text on the Archives tab: what the current one holds and what its
 * conversion noticed, a Word file to attach or replace it with, and its removal.
 */
export function FullTextDialog({ article, onClose }: { article: Article; onClose(): void }) {
  const titleId = useId();
  const status = useFullTextStatus(article._id);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<ActionError | null>(null);
  const [confirming, setConfirming] = useState(false);
  const attach = useAttachFullText(article._id, setProgress);
  const remove = useRemoveFullText(article._id);
  const busy = attach.isPending || remove.isPending;

  const onAttach = () => {
    if (!file) return setFileError(fullTextErrors.missing.message);
    const problem = wordFileProblem(file);
    if (problem) return setFileError(problem);
    setError(null);
    setProgress(0);
    attach.mutate(file, {
      onSuccess: () => void status.refetch(),
      onError: (e) => setError(actionError(fullTextMessages.attachFailed, e)),
      onSettled: () => setProgress(null),
    });
  };

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => void status.refetch(),
      onError: (e) => setError(actionError(fullTextMessages.removeFailed, e)),
      onSettled: () => setConfirming(false),
    });

  const current = status.data ?? null;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Full text: {article.title}</DialogTitle>
      <DialogContent>
        <ActionErrorAlert error={error} onClose={() => setError(null)} />
        {attach.isSuccess && !error && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {fullTextMessages.attached(article.title)}
          </Alert>
        )}
        {status.isPending ? (
          <Typography variant="body2">Loading…</Typography>
        ) : status.isError ? (
          <Alert severity="error">{fullTextMessages.attachFailed}</Alert>
        ) : current ? (
          <StatusSummary status={current} article={article} />
        ) : (
          <Typography variant="body2" sx={{ mb: 2 }}>
            This article has no full text yet. Attach the final Word manuscript (.docx): readers then read it
            on the article page, and it is indexed for search and exported as JATS.
          </Typography>
        )}
        <FileField
          label={current ? 'Replace with another Word file' : 'Word file (.docx)'}
          accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          hint="Headings 1–3, tables, pictures with alt text, footnotes and endnotes are kept; up to 10 MB."
          error={fileError}
          onChange={(chosen) => {
            setFile(chosen);
            setFileError(chosen && wordFileProblem(chosen));
          }}
        />
        {progress !== null && (
          <Box sx={{ mt: 2 }}>
            <UploadProgress fraction={progress} label="Uploading and converting" />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {current && (
          <Button color="error" onClick={() => setConfirming(true)} disabled={busy}>
            Remove full text
          </Button>
        )}
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
        <Button variant="contained" onClick={onAttach} disabled={busy}>
          {current ? 'Replace' : 'Attach'}
        </Button>
      </DialogActions>
      <ConfirmDialog
        message={confirming ? fullTextMessages.confirmRemove : null}
        confirmLabel="Remove"
        destructive
        busy={remove.isPending}
        onConfirm={onRemove}
        onCancel={() => setConfirming(false)}
      />
    </Dialog>
  );
}

/** "Full text" on an article's row: opens the dialog. */
export function FullTextButton({ article }: { article: Article }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ArticleOutlinedIcon />}
        onClick={() => setOpen(true)}
        aria-label={`Full text of ${article.title}`}
      >
        {article.fullText ? 'Full text' : 'Add full text'}
      </Button>
      {open && <FullTextDialog article={article} onClose={() => setOpen(false)} />}
    </>
  );
}
