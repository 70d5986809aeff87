import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Article } from '@journal/common/contracts/articles';
import { articlePath } from '@journal/common/contracts/articles-routes';
import { visuallyHiddenSx } from '../../../lib/ui/visually-hidden';

interface ArticleCardProps {
  article: Article;
  /** The card title's heading level, so that headings stay in order on every page. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Extra control placed beside Read more (the admin's feature button on the home page). */
  action?: ReactNode;
}

/** The article card: title, author, issue and volume, a two-line excerpt, Read more. */
export function ArticleCard({ article, headingLevel = 'h3', action }: ArticleCardProps) {
  const to = articlePath(article);
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="body2" sx={{ color: 'secondary.dark', fontWeight: 600, mb: 1 }}>
          {article.volume.name} ({article.volume.year}), {article.issue.name}
        </Typography>
        <Typography component={headingLevel} variant="h4" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={to} color="inherit">
            {article.title}
          </Link>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {article.author}
        </Typography>
        <Typography
          variant="body2"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {article.abstract}
        </Typography>
      </CardContent>
      <CardActions disableSpacing sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1 }}>
        <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
          Read more
          <Box component="span" sx={visuallyHiddenSx}>
            : {article.title}
          </Box>
        </Link>
        {action && <Box sx={{ ml: 'auto' }}>{action}</Box>}
      </CardActions>
    </Card>
  );
}
