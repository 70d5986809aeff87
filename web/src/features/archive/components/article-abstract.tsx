import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Article } from '@journal/common/contracts/articles';
import { readingTextSx } from '../../../lib/ui/theme';

/** The abstract's paragraphs as plain text: React escapes them, nothing is parsed as HTML. */
function paragraphs(article: Article): { key: string; text: string }[] {
  if (article.abstractBlocks.length > 0) {
    return article.abstractBlocks.map((block) => ({
      key: block._key,
      text: block.children.map((span) => span.text).join(''),
    }));
  }
  return article.abstract
    .split(/\n\s*\n/)
    .filter((text) => text.trim() !== '')
    .map((text, index) => ({ key: String(index), text }));
}

export function ArticleAbstract({ article }: { article: Article }) {
  return (
    <>
      <Box component="section" aria-labelledby="abstract-heading" sx={{ mb: 4 }}>
        <Typography id="abstract-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
          Abstract
        </Typography>
        {paragraphs(article).map((paragraph) => (
          <Typography key={paragraph.key} sx={{ ...readingTextSx, mb: 2, whiteSpace: 'pre-line' }}>
            {paragraph.text}
          </Typography>
        ))}
      </Box>
      {article.keywords.length > 0 && (
        <Box component="section" aria-labelledby="keywords-heading" sx={{ mb: 4 }}>
          <Typography id="keywords-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
            Keywords
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {article.keywords.map((keyword, index) => (
              <li key={`${index}-${keyword}`}>
                <Chip label={keyword} variant="outlined" />
              </li>
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}
