import { useState, type MouseEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { publicMessages } from '@journal/common/messages';
import { pdfFileName as fileNameFromTitle } from '@journal/common/slug';
import type { Article } from '@journal/common/contracts/articles';
import { apiResponse, apiUrl, saveResponseAsFile } from '../../../lib/api-client';
import { failureReason } from '../../../lib/error-message';

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
    <Box>
      <Button
        component="a"
        href={apiUrl(pdf)}
        download={fileName}
        variant="contained"
        size="large"
        fullWidth
        startIcon={<DownloadIcon aria-hidden />}
        onClick={download}
        aria-disabled={busy || undefined}
      >
        {busy ? 'Downloading PDF…' : 'Download PDF'}
      </Button>
      {error && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
