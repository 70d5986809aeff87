import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adminMessages } from '@journal/common/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminSession } from '../hooks/use-admin-session';
import { useUndeliveredMail } from '../api/admin-mail';
import { useExpireOnUnauthorized } from '../hooks/use-expire-on-unauthorized';
import { AdminTopBar } from './admin-top-bar';
import { awaitingFirstAnswer } from './awaiting-first-answer';
import { ArchivesTab } from './archives-tab';
import { JournalTab } from './journal-tab';
import { MailTab } from './mail-tab';
import { StorageTab } from './storage-tab';
import { SubmissionsTab } from './submissions-tab';
import { UsersTab } from './users-tab';
import { MuiScope } from '../../../lib/ui/mui-scope';

const tabs = [
  { key: 'users', label: 'Users', Panel: UsersTab },
  { key: 'submissions', label: 'Submissions', Panel: SubmissionsTab },
  { key: 'archives', label: 'Archives', Panel: ArchivesTab },
  { key: 'journal', label: 'Journal', Panel: JournalTab },
  { key: 'mail', label: 'Mail', Panel: MailTab },
  { key: 'storage', label: 'Storage', Panel: StorageTab },
] as const;
type TabKey = (typeof tabs)[number]['key'];

function AdminDashboardPageContent() {
  useDocumentTitle('Admin Dashboard');
  const { admin, logOut, expire } = useAdminSession();
  useExpireOnUnauthorized(useCallback(() => void expire(), [expire]));
  // The open tab lives in the address, so a reload or a shared link opens the same tab.
  const [searchParams, setSearchParams] = useSearchParams();
  const current = tabs.find((t) => t.key === searchParams.get('tab')) ?? tabs[0];
  // A new tab starts without the last tab's search and page, and is a step the back button undoes.
  const openTab = (key: TabKey) => setSearchParams({ tab: key });
  const [signOutError, setSignOutError] = useState<string | null>(null);
  // The notice of undelivered mail stands above the tabs, so the tabs wait for its first answer.
  const undelivered = useUndeliveredMail({ enabled: admin !== null });
  const awaitingMail = awaitingFirstAnswer(undelivered);

  const onLogout = async () => {
    setSignOutError(null);
    try {
      await logOut();
    } catch {
      setSignOutError(adminMessages.signOutFailed);
    }
  };

  if (!admin) {
    return (
      <Container sx={{ py: 6 }} aria-busy>
        <Skeleton variant="rounded" height={64} sx={{ mb: 3 }} />
        <Skeleton variant="rounded" height={320} />
      </Container>
    );
  }

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AdminTopBar email={admin.email ?? ''} onLogout={() => void onLogout()} />
      <Container maxWidth="xl" sx={{ py: 3 }}>
        {signOutError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {signOutError}
          </Alert>
        )}
        {/* Meanwhile laid out but hidden, not left out: the open tab's code and data load beside
            the notice's answer instead of after it. */}
        <Box sx={{ position: 'relative' }} aria-busy={awaitingMail}>
          <Box style={awaitingMail ? { visibility: 'hidden' } : undefined}>
            {current.key !== 'mail' && undelivered.data?.length ? (
              <UndeliveredMailNotice count={undelivered.data.length} onShow={() => openTab('mail')} />
            ) : null}
            <Tabs
              value={current.key}
              onChange={(_event, key: TabKey) => openTab(key)}
              aria-label="Admin sections"
              variant="scrollable"
              allowScrollButtonsMobile
              sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
            >
              {tabs.map((t) => (
                <Tab
                  key={t.key}
                  value={t.key}
                  label={t.label}
                  id={`admin-tab-${t.key}`}
                  aria-controls={`admin-panel-${t.key}`}
                />
              ))}
            </Tabs>
            <Box
              role="tabpanel"
              id={`admin-panel-${current.key}`}
              aria-labelledby={`admin-tab-${current.key}`}
            >
              <current.Panel />
            </Box>
          </Box>
          {awaitingMail && (
            <Box sx={{ position: 'absolute', inset: 0 }}>
              <Skeleton variant="rounded" height={48} sx={{ mb: 3 }} />
              <Skeleton variant="rounded" height={320} />
            </Box>
          )}
        </Box>
      </Container>
    </Box>
  );
}

/** Mail that did not go out is the editor's to know about on any tab, not only on the Mail tab. */
function UndeliveredMailNotice({ count, onShow }: { count: number; onShow(): void }) {
  return (
    // A standing notice, not an interruption: read politely, never as an alert.
    <Alert
      severity="warning"
      role="status"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onShow}>
          Show
        </Button>
      }
    >
      {adminMessages.undeliveredMail(count)}
    </Alert>
  );
}

/** Drawn with MUI (lib/ui/mui-scope.tsx). */
export function AdminDashboardPage() {
  return (
    <MuiScope>
      <AdminDashboardPageContent />
    </MuiScope>
  );
}
