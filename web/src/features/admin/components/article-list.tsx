import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import { StarIcon } from '../../../lib/ui/desk-icons';
import { adminMessages } from '@journal/common/messages';
import type { Article } from '@journal/common/contracts/articles';
import { adminPageQueries } from '../api/admin-pages';
import { useAdminPages } from '../hooks/use-admin-pages';
import { ArchiveRecordList } from './archive-record-list';
import { FeatureArticleButton } from './feature-article-button';
import { FullTextButton } from './full-text-dialog';
import { ListSearch } from './list-search';
import { ListToolbar } from './list-toolbar';

export function ArticleList() {
  const articles = useAdminPages<Article>(adminPageQueries.articles);
  return (
    <ArchiveRecordList<Article>
      kind="article"
      title="Articles"
      query={articles.rows}
      paging={articles.paging}
      toolbar={
        <ListToolbar>
          <ListSearch
            label="Search articles"
            helperText="Title or slug, from the start of a word"
            value={articles.filter.q}
            onSearch={articles.setSearch}
          />
        </ListToolbar>
      }
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
      actions={(article) => (
        <>
          <FullTextButton article={article} />
          <FeatureArticleButton articleId={article._id} title={article.title} />
        </>
      )}
    />
  );
}
