import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import type { Article } from '@journal/common/contracts/articles';
import { useRecordView } from '../api/articles';

const count = new Intl.NumberFormat('en-GB');

/**
 * Views and PDF downloads as the server counted them when the page loaded (one per reader in
 * 30 minutes, crawlers left out). Opening the page reports one view.
 */
export function ArticleMetrics({ article }: { article: Article }) {
  useViewOnce(article.slug);
  return (
    <Box component="section" aria-labelledby="metrics-heading">
      <Typography id="metrics-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
        Article metrics
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: { xs: 3, sm: 6 } }}>
        <Metric
          icon={<VisibilityIcon aria-hidden fontSize="inherit" />}
          label="Views"
          value={article.views}
        />
        <Metric
          icon={<DownloadIcon aria-hidden fontSize="inherit" />}
          label="PDF downloads"
          value={article.downloads}
        />
      </Box>
    </Box>
  );
}

/**
 * Reports the view once per mount. StrictMode runs effects twice on the same instance; the ref
 * survives that, so the second run sends nothing. A new article remounts (keyed by id) and reports again.
 */
function useViewOnce(slug: string) {
  const { mutate } = useRecordView(slug);
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    mutate();
  }, [mutate]);
}

/** The term comes first for assistive technology; the number is shown above it. */
function Metric({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
      <Typography
        component="dt"
        variant="body2"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}
      >
        <Box component="span" sx={{ display: 'flex', color: 'primary.main', fontSize: '1.1rem' }}>
          {icon}
        </Box>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 }}>
        {count.format(value)}
      </Typography>
    </Box>
  );
}
