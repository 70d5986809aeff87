import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { formatApa, formatMla } from '@journal/common/citation/styles';
import type { Article } from '@journal/common/contracts/articles';
import { JOURNAL } from '@journal/common/constants';
import { apiUrl } from '../../../lib/api-client';
import { useSiteOrigin } from '../../../lib/site-origin';
import { articlePath } from '@journal/common/contracts/articles-routes';

type Style = 'APA' | 'MLA';
type CopyState = { style: Style; ok: boolean } | null;

const CONFIRMATION_MS = 4000;

/** The journal's name is italic in both styles; the copied text stays plain. */
function StyledCitation({ text }: { text: string }) {
  const [before, ...rest] = text.split(JOURNAL.title);
  if (rest.length === 0) return <>{text}</>;
  return (
    <>
      {before}
      <Box component="em">{JOURNAL.title}</Box>
      {rest.join(JOURNAL.title)}
    </>
  );
}

/** APA and MLA citations with a copy button each, and BibTeX and RIS files for reference managers. */
export function CiteArticle({ article }: { article: Article }) {
  const [copied, setCopied] = useState<CopyState>(null);
  const links = { url: `${useSiteOrigin()}${articlePath(article)}` };
  const citations: { style: Style; text: string }[] = [
    { style: 'APA', text: formatApa(article, links) },
    { style: 'MLA', text: formatMla(article, links) },
  ];

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy(style: Style, text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied({ style, ok: true });
    } catch {
      // Clipboard access can be refused (permissions, insecure origin): the reader is told to copy by hand.
      setCopied({ style, ok: false });
    }
  }

  const download = (format: 'bibtex' | 'ris') =>
    apiUrl(`/api/articles/${encodeURIComponent(article.slug)}/cite?format=${format}`);

  return (
    <Box component="section" aria-labelledby="cite-heading">
      <Typography id="cite-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
        Cite this article
      </Typography>
      <Stack spacing={2.5}>
        {citations.map(({ style, text }) => (
          <Box key={style} sx={{ borderLeft: 3, borderColor: 'secondary.main', pl: 2 }}>
            <Typography
              variant="h3"
              sx={{ fontSize: '1rem', fontFamily: 'inherit', fontWeight: 700, mb: 0.5 }}
            >
              {style}
            </Typography>
            <Typography
              data-testid={`citation-${style.toLowerCase()}`}
              sx={{ overflowWrap: 'anywhere', mb: 1 }}
            >
              <StyledCitation text={text} />
            </Typography>
            <Button
              size="small"
              variant="outlined"
              startIcon={
                copied?.style === style && copied.ok ? (
                  <CheckIcon aria-hidden />
                ) : (
                  <ContentCopyIcon aria-hidden />
                )
              }
              onClick={() => void copy(style, text)}
            >
              Copy {style} citation
            </Button>
          </Box>
        ))}
        <Typography
          role="status"
          aria-live="polite"
          variant="body2"
          sx={{ minHeight: '1.6em', color: copied?.ok === false ? 'error.main' : 'success.main' }}
        >
          {copied &&
            (copied.ok
              ? `${copied.style} citation copied to the clipboard.`
              : 'Copying is not allowed here. Select the citation text and copy it.')}
        </Typography>
        <Box>
          <Typography variant="h3" sx={{ fontSize: '1rem', fontFamily: 'inherit', fontWeight: 700, mb: 1 }}>
            Reference manager files
          </Typography>
          <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
            <Link
              href={download('bibtex')}
              download={`${article.slug}.bib`}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <DownloadIcon aria-hidden fontSize="small" />
              BibTeX (.bib)
            </Link>
            <Link
              href={download('ris')}
              download={`${article.slug}.ris`}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <DownloadIcon aria-hidden fontSize="small" />
              RIS (.ris)
            </Link>
          </Stack>
        </Box>
      </Stack>
    </Box>
  );
}
