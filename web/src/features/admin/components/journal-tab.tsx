import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { adminMessages } from '@journal/common/messages';
import { useJournalSettings } from '../api/journal-settings';
import { JournalSettingsForm } from './journal-settings-form';

/**
 * The journal's own settings: its names, ISSNs, DOI prefix and pattern, default licence and
 * language, and who deposits with Crossref. New articles take their ISSN, licence, language and
 * DOI from them; saving changes no article already published.
 */
export function JournalTab() {
  const settings = useJournalSettings();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="journal-heading"
      aria-busy={settings.isPending}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="journal-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
        Journal Settings
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        New articles take their ISSN, licence, language and DOI from these settings; articles already
        published keep theirs.
      </Typography>
      {settings.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
              Retry
            </Button>
          }
        >
          {adminMessages.fetchFailed}
        </Alert>
      ) : settings.data ? (
        <JournalSettingsForm settings={settings.data} />
      ) : (
        <Skeleton variant="rounded" height={480} />
      )}
    </Paper>
  );
}
