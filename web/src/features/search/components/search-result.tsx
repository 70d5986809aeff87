import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Article } from '@journal/common/contracts/articles';

const srOnlySx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * One search hit as an article card (title, author, issue and volume, two-line excerpt, Read
 * more) plus its keywords, which show why it matched. Features do not share components, so
 * this is search's own card rather than the archive's.
 */
export function SearchResult({ article }: { article: Article }) {
  const to = `/archives/${article.volume.slug}/${article.issue.slug}/${article.slug}`;
  return (
    <Card variant="outlined" component="article">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="body2" sx={{ color: 'secondary.dark', fontWeight: 600, mb: 0.5 }}>
          {article.volume.name} ({article.volume.year}), {article.issue.name}
        </Typography>
        <Typography component="h2" variant="h4" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={to} color="inherit">
            {article.title}
          </Link>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {article.author}
        </Typography>
        <Typography
          variant="body2"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            mb: 1,
          }}
        >
          {article.abstract}
        </Typography>
        {article.keywords.length > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            Keywords: {article.keywords.join(', ')}
          </Typography>
        )}
        <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
          Read more
          <Box component="span" sx={srOnlySx}>
            : {article.title}
          </Box>
        </Link>
      </CardContent>
    </Card>
  );
}
