import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import StarIcon from '@mui/icons-material/Star';
import { adminMessages } from '@journal/common/messages';
import type { Article } from '@journal/common/contracts/articles';
import { useAdminArticles } from '../api/admin-lists';
import { ArchiveRecordList } from './archive-record-list';
import { FeatureArticleButton } from './feature-article-button';

export function ArticleList() {
  return (
    <ArchiveRecordList<Article>
      kind="article"
      title="Articles"
      query={useAdminArticles()}
      columns={['Title', 'Author', 'Volume / Issue']}
      cells={(article) => (
        <>
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
        </>
      )}
      emptyMessage={adminMessages.noArticles}
      texts={{ confirm: adminMessages.confirmDeleteArticle, failed: adminMessages.deleteArticleFailed }}
      name={(article) => article.title}
      actions={(article) => <FeatureArticleButton articleId={article._id} title={article.title} />}
    />
  );
}
