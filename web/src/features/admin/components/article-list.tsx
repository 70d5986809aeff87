import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import StarIcon from '@mui/icons-material/Star';
import { adminMessages } from '@journal/common/messages';
import type { Article } from '@journal/common/contracts/articles';
import { useAdminArticles } from '../api/admin-lists';
import { useConfirmedDeletion } from '../hooks/use-confirmed-deletion';
import { ActionErrorAlert } from './action-error';
import { AdminTable } from './admin-table';
import { SubHeading } from './archive-section';
import { ConfirmDialog } from './confirm-dialog';
import { FeatureArticleButton } from './feature-article-button';

export function ArticleList() {
  const articles = useAdminArticles();
  const deletion = useConfirmedDeletion<Article>('article', {
    confirm: adminMessages.confirmDeleteArticle,
    failed: adminMessages.deleteArticleFailed,
  });

  return (
    <div>
      <SubHeading>All Articles</SubHeading>
      <ActionErrorAlert error={deletion.error} onClose={deletion.clearError} />
      <AdminTable
        label="Articles"
        columns={['Title', 'Author', 'Volume / Issue', 'Actions']}
        query={articles}
        emptyMessage={adminMessages.noArticles}
        renderRow={(article) => (
          <TableRow key={article._id}>
            <TableCell>
              {article.title}
              {article.featured && (
                <Chip size="small" color="secondary" icon={<StarIcon />} label="Featured" sx={{ ml: 1 }} />
              )}
            </TableCell>
            <TableCell>{article.author}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {article.volume.name}, {article.issue.name}
            </TableCell>
            <TableCell>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <FeatureArticleButton articleId={article._id} title={article.title} />
                <Button
                  color="error"
                  size="small"
                  onClick={() => deletion.ask(article)}
                  aria-label={`Delete ${article.title}`}
                >
                  Delete
                </Button>
              </Stack>
            </TableCell>
          </TableRow>
        )}
      />
      <ConfirmDialog {...deletion.dialog} />
    </div>
  );
}
