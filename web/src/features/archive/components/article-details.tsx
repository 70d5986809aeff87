import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Article } from '@journal/common/contracts/articles';
import { JOURNAL } from '@journal/common/constants';
import { issuePath } from '@journal/common/contracts/issues-routes';
import { volumePath } from '@journal/common/contracts/volumes-routes';

/**
 * In UTC, the day citation_publication_date names; and the same text whether the page was
 * rendered on the server or in a reader's own time zone.
 */
const published = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Where and when the article appeared, and its identifiers when it has them. */
export function ArticleDetails({ article }: { article: Article }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 1,
        typography: 'body2',
      }}
    >
      <Detail term="Issue">
        <Link component={RouterLink} to={issuePath(article.volume.slug, article.issue.slug)}>
          {article.issue.name}
        </Link>
      </Detail>
      <Detail term="Volume">
        <Link component={RouterLink} to={volumePath(article.volume.slug)}>
          {article.volume.name} ({article.volume.year})
        </Link>
      </Detail>
      <Detail term="Published">{published.format(new Date(article.createdAt))}</Detail>
      {article.doi && (
        <Detail term="DOI">
          <Link href={`https://doi.org/${article.doi}`}>{article.doi}</Link>
        </Detail>
      )}
      {article.issn && <Detail term="ISSN">{article.issn}</Detail>}
      <Detail term="Licence">
        <Link href={JOURNAL.licenceUrl} rel="license">
          {JOURNAL.licence}
        </Link>
      </Detail>
    </Box>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600, color: 'text.secondary' }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}
