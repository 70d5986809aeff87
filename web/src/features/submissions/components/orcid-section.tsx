import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  profileUpdateSchema,
  type AuthorProfile,
  type ProfileUpdate,
  type ProfileUpdateInput,
} from '@journal/common/contracts/users';
import { dashboardMessages, profileMessages } from '@journal/common/messages';
import { orcidId } from '@journal/common/scholarly/identifiers';
import { useAuthorProfile, useSaveProfile } from '../api/author-profile';
import { errorCode, errorMessage, type MessageTable } from '../../../lib/error-message';
import { ORCID_HINT } from '../../../lib/ui/orcid';
import { textFieldProps } from '../../../lib/ui/text-field-props';

const saveFailure: MessageTable = {
  byCode: {
    'not-signed-in': dashboardMessages.expiredToken,
    'http-401': dashboardMessages.expiredToken,
    network: dashboardMessages.networkIssue,
  },
  showServerMessage: true,
  fallback: profileMessages.orcidSaveFailed,
};

/** The field shows the iD alone, as the hint writes it; the API stores and answers its URL. */
const fieldValue = (orcid: string | null): ProfileUpdateInput => ({ orcid: orcid ? orcidId(orcid) : '' });

/**
 * The iD as its orcid.org link, and a form that sets, changes or removes it, checked with the
 * API's own schema (contracts/users.ts): a wrong check digit shows under the field in the words
 * the API would answer; any other refusal shows below the form with its reason.
 */
function OrcidForm({ uid, profile }: { uid: string; profile: AuthorProfile }) {
  const form = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: fieldValue(profile.orcid),
  });
  const save = useSaveProfile(uid);
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = (update: ProfileUpdate) => {
    setSaved(null);
    setFailure(null);
    save.mutate(update, {
      onSuccess: (stored) => {
        form.reset(fieldValue(stored.orcid));
        setSaved(stored.orcid ? profileMessages.orcidSaved : profileMessages.orcidRemoved);
      },
      onError: (error) => {
        const message = errorMessage(error, saveFailure);
        if (errorCode(error) === 'orcid-invalid') form.setError('orcid', { message });
        else setFailure(message);
      },
    });
  };

  return (
    <>
      <Typography sx={{ mb: 2 }}>
        {profile.orcid ? (
          <>
            Your ORCID iD:{' '}
            <Link href={profile.orcid} aria-label={`ORCID iD of ${profile.username}: ${profile.orcid}`}>
              {profile.orcid}
            </Link>
          </>
        ) : (
          'You have not added an ORCID iD yet.'
        )}
      </Typography>
      <Box component="form" noValidate onSubmit={form.handleSubmit(send)} aria-label="Change your ORCID iD">
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <TextField
            label="ORCID iD"
            {...textFieldProps(form.register('orcid'), form.formState.errors.orcid, ORCID_HINT)}
          />
          <Stack direction="row" spacing={1.5}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save ORCID iD'}
            </Button>
            {profile.orcid && (
              <Button
                type="button"
                variant="outlined"
                disabled={save.isPending}
                onClick={() => send({ orcid: null })}
              >
                Remove ORCID iD
              </Button>
            )}
          </Stack>
          {saved && (
            <Alert severity="success" role="status" onClose={() => setSaved(null)}>
              {saved}
            </Alert>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </Box>
    </>
  );
}

/** The author's ORCID iD on their dashboard; it fills in the ORCID iD of each new submission. */
export function OrcidSection({ uid }: { uid: string }) {
  const profile = useAuthorProfile(uid);
  return (
    <Box component="section" aria-labelledby="orcid-heading" aria-busy={profile.isPending} sx={{ mt: 6 }}>
      <Typography id="orcid-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        Your ORCID iD
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        It fills in the ORCID iD of each new submission; you can still change it there for one paper.
      </Typography>
      {profile.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(profile.error, { showServerMessage: true, fallback: profileMessages.fetchFailed })}
        </Alert>
      ) : profile.data ? (
        <OrcidForm uid={uid} profile={profile.data} />
      ) : (
        <Skeleton variant="rounded" height={120} />
      )}
    </Box>
  );
}
