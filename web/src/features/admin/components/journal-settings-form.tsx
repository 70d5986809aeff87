import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm, type FieldPathByValue } from 'react-hook-form';
import { scholarlyMessages } from '@journal/common/messages';
import {
  journalSettingsSchema,
  type JournalSettings,
  type JournalSettingsInput,
} from '@journal/common/contracts/journal';
import { useSaveJournalSettings } from '../api/journal-settings';
import { actionError, ActionErrorAlert, type ActionError } from './action-error';
import { SubHeading } from './archive-section';
import { textFieldProps } from '../../../lib/ui/text-field-props';

/** A setting's field: where it sits in the settings, its label (the schema's messages name it so), its hint. */
interface SettingField {
  name: FieldPathByValue<JournalSettingsInput, string | undefined>;
  label: string;
  hint?: string;
  type?: 'url' | 'email';
}

/** The form's groups of fields, in order, each under its heading. */
const groups: { id: string; title: string; fields: SettingField[] }[] = [
  {
    id: 'journal-names-heading',
    title: 'The journal',
    fields: [
      { name: 'title', label: 'Journal title' },
      {
        name: 'abbreviatedTitle',
        label: 'Abbreviated title',
        hint: 'As indexes abbreviate it, such as ZJEAS',
      },
      { name: 'publisher', label: 'Publisher' },
      { name: 'language', label: 'Language', hint: 'Two-letter ISO 639-1 code, such as en' },
      { name: 'onlineIssn', label: 'Online ISSN', hint: 'NNNN-NNNN; blank if none' },
      { name: 'printIssn', label: 'Print ISSN', hint: 'NNNN-NNNN; blank if none' },
    ],
  },
  {
    id: 'journal-dois-heading',
    title: 'DOIs',
    fields: [
      {
        name: 'doiPrefix',
        label: 'DOI prefix',
        hint: '10.NNNN, from Crossref; blank until the journal registers DOIs',
      },
      {
        name: 'doiSuffixPattern',
        label: 'DOI suffix pattern',
        // Every field a pattern may name (DOI_PATTERN_FIELDS), in one line.
        hint: '{abbrev} the abbreviated title, {year} the year of publication, {volume} and {issue} their numbers, {slug} the article’s slug, {id} its record id; {slug} or {id} is required',
      },
    ],
  },
  {
    id: 'journal-licence-heading',
    title: 'Default licence',
    fields: [
      { name: 'licence.name', label: 'Licence', hint: 'Its name, such as CC BY 4.0' },
      { name: 'licence.url', label: 'Licence URL', type: 'url' },
    ],
  },
  {
    id: 'journal-crossref-heading',
    title: 'Crossref depositor',
    fields: [
      { name: 'depositorName', label: 'Depositor name' },
      {
        name: 'depositorEmail',
        label: 'Depositor e-mail',
        hint: 'Crossref reports on each deposit here',
        type: 'email',
      },
      { name: 'registrant', label: 'Registrant', hint: 'Who registers the DOIs' },
    ],
  },
];

/**
 * The settings as one form, checked here with the API's own schema (contracts/journal.ts): a
 * field's problem shows under it in the words the API would answer, and a refusal the API still
 * makes shows above the form with its reason.
 */
export function JournalSettingsForm({ settings }: { settings: JournalSettings }) {
  const form = useForm<JournalSettingsInput, unknown, JournalSettings>({
    resolver: zodResolver(journalSettingsSchema),
    defaultValues: settings,
  });
  const save = useSaveJournalSettings();
  const [error, setError] = useState<ActionError | null>(null);
  const [saved, setSaved] = useState(false);

  const onSubmit = form.handleSubmit((input) => {
    setError(null);
    setSaved(false);
    save.mutate(input, {
      // The form shows what was stored: ISSNs with their hyphen, the language in lower case.
      onSuccess: (stored) => {
        form.reset(stored);
        setSaved(true);
      },
      onError: (err) => setError(actionError(scholarlyMessages.journalSaveFailed, err)),
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Journal settings">
      <ActionErrorAlert error={error} onClose={() => setError(null)} />
      {saved && (
        <Alert severity="success" role="status" onClose={() => setSaved(false)} sx={{ mb: 2 }}>
          {scholarlyMessages.journalSaved}
        </Alert>
      )}
      <Stack spacing={3}>
        {groups.map((group) => (
          <Box component="section" key={group.id} aria-labelledby={group.id}>
            <SubHeading id={group.id}>{group.title}</SubHeading>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {group.fields.map(({ name, label, hint, type }) => (
                <TextField
                  key={name}
                  label={label}
                  type={type}
                  {...textFieldProps(
                    form.register(name),
                    form.getFieldState(name, form.formState).error,
                    hint,
                  )}
                />
              ))}
            </Box>
          </Box>
        ))}
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save journal settings'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
