import Stack from '@mui/material/Stack';
import { useAdminIssues, useAdminVolumes } from '../api/admin-lists';
import { ArchiveSection } from './archive-section';
import { ArticleForm } from './article-form';
import { ArticleList } from './article-list';
import { IssueForm } from './issue-form';
import { IssueList } from './issue-list';
import { VolumeForm } from './volume-form';
import { VolumeList } from './volume-list';

export function ArchivesTab() {
  const volumes = useAdminVolumes().data ?? [];
  const issues = useAdminIssues().data ?? [];
  return (
    <Stack spacing={4}>
      <ArchiveSection title="Volume Management">
        <VolumeForm />
        <VolumeList />
      </ArchiveSection>
      <ArchiveSection title="Issue Management">
        <IssueForm volumes={volumes} />
        <IssueList />
      </ArchiveSection>
      <ArchiveSection title="Article Management">
        <ArticleForm volumes={volumes} issues={issues} />
        <ArticleList />
      </ArchiveSection>
    </Stack>
  );
}
