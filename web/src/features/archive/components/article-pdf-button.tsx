import { useState, type MouseEvent } from 'react';
import { publicMessages } from '@journal/common/messages';
import { pdfFileName as fileNameFromTitle } from '@journal/common/slug';
import type { Article } from '@journal/common/contracts/articles';
import { apiResponse, apiUrl, saveResponseAsFile } from '../../../lib/api-client';
import { failureReason } from '../../../lib/error-message';
import { Alert } from '../../../lib/ui/alert';
import { buttonClass } from '../../../lib/ui/button';
import { DownloadIcon } from '../../../lib/ui/icons';
import styles from './article-pdf-button.module.css';

/**
 * A real link to the PDF (it works without script, in a new tab, or copied). A plain click
 * fetches the file first so that a failure can be told to the reader instead of leaving the
 * browser on an error page.
 */
export function ArticlePdfButton({ article }: { article: Article }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!article.pdf) {
    return (
      <Alert severity="info" variant="outlined">
        {publicMessages.noPdf}
      </Alert>
    );
  }

  const pdf = article.pdf;
  const fileName = article.pdfFileName ?? fileNameFromTitle(article.title);

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await saveResponseAsFile(await apiResponse(pdf), fileName);
    } catch (err) {
      setError(publicMessages.pdfFailed(failureReason(err)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <a
        href={apiUrl(pdf)}
        download={fileName}
        className={buttonClass({ variant: 'contained', size: 'large', fullWidth: true })}
        onClick={download}
        aria-disabled={busy || undefined}
      >
        <DownloadIcon />
        {busy ? 'Downloading PDF…' : 'Download PDF'}
      </a>
      {error && (
        <Alert severity="error" className={styles.failure}>
          {error}
        </Alert>
      )}
    </div>
  );
}
