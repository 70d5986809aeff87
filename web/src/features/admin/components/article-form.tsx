import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { adminMessages } from '@journal/common/messages';
import type { ArticleFields } from '@journal/common/contracts/articles';
import { articleImageProblem, articlePdfProblem, IMAGE_ACCEPT } from '@journal/common/contracts/files';
import type { Issue } from '@journal/common/contracts/issues';
import type { Volume } from '@journal/common/contracts/volumes';
import { useCreateArticle } from '../api/create-article';
import { ActionErrorAlert, type ActionError } from './action-error';
import { failureReason } from '../../../lib/error-message';
import { articleFormResolver, emptyArticle, type ArticleFormValues } from './article-form-schema';
import { ArticlePlacementFields } from './article-placement-fields';
import { ContributorFields } from './contributor-fields';
import { FundingFields } from './funding-fields';
import { SubHeading } from './archive-section';
import { FileField } from './file-field';
import { textFieldProps } from '../../../lib/ui/text-field-props';
import { UploadProgress } from '../../../lib/ui/upload-progress';
import { useCheckedFile, type FileCheck } from '../../../lib/use-checked-file';

// Both files are optional: no file, no problem.
const imageCheck: FileCheck = (file) => file && articleImageProblem(file);
const pdfCheck: FileCheck = (file) => file && articlePdfProblem(file);

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

export function ArticleForm({ volumes, issues }: { volumes: Volume[]; issues: Issue[] }) {
  const form = useForm<ArticleFormValues, unknown, ArticleFields>({
    resolver: articleFormResolver,
    defaultValues: emptyArticle,
  });
  const image = useCheckedFile(imageCheck);
  const pdf = useCheckedFile(pdfCheck);
  // A new key empties the native file inputs, which cannot be reset by value.
  const [filesKey, setFilesKey] = useState(0);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<ActionError | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const create = useCreateArticle(setProgress);
  const { register, formState } = form;
  const errors = formState.errors;
  // Authors listed one by one replace the Author line, which then is not asked for.
  const listsAuthors = useWatch({ control: form.control, name: 'contributors' }).length > 0;
  const publishedOn = textFieldProps(register('publishedOn'), errors.publishedOn, 'Leave blank for today');

  const onSubmit = form.handleSubmit(async (fields) => {
    const [imageProblem, pdfProblem] = await Promise.all([image.verify(), pdf.verify()]);
    if (imageProblem || pdfProblem) return;
    setError(null);
    setCreated(null);
    setProgress(0);
    create.mutate(
      { fields, image: image.file, pdf: pdf.file },
      {
        onSuccess: (article) => {
          form.reset(emptyArticle);
          image.reset();
          pdf.reset();
          setFilesKey((key) => key + 1);
          setCreated(`“${article.title}” has been published.`);
        },
        onError: (err) => setError({ title: adminMessages.createArticleFailed(failureReason(err)) }),
      },
    );
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="create-article-heading">
        <SubHeading id="create-article-heading">Create Article</SubHeading>
        <ActionErrorAlert error={error} onClose={() => setError(null)} />
        {created && (
          <Alert severity="success" onClose={() => setCreated(null)} sx={{ mb: 2 }}>
            {created}
          </Alert>
        )}
        <Stack spacing={2}>
          <TextField label="Title" {...textFieldProps(register('title'), errors.title)} />
          {!listsAuthors && (
            <TextField
              label="Author"
              {...textFieldProps(
                register('author'),
                errors.author,
                'As it should appear on the article, or list the authors one by one below',
              )}
            />
          )}
          <ContributorFields />
          <TextField
            label="Abstract"
            multiline
            minRows={5}
            {...textFieldProps(
              register('abstract'),
              errors.abstract,
              'Separate paragraphs with a blank line',
            )}
          />
          <TextField
            label="Keywords"
            {...textFieldProps(register('keywords'), errors.keywords, 'Separate keywords with commas')}
          />
          <TextField
            label="References"
            multiline
            minRows={4}
            {...textFieldProps(
              register('references'),
              errors.references,
              'One reference per line; a DOI written in a reference is linked',
            )}
          />
          <FundingFields />
          <Box sx={grid}>
            <TextField
              label="ISSN"
              {...textFieldProps(register('issn'), errors.issn, "Leave blank for the journal's ISSN")}
            />
            <TextField
              label="DOI"
              {...textFieldProps(
                register('doi'),
                errors.doi,
                "Leave blank to give one from the journal's pattern",
              )}
            />
            <TextField
              label="Publication date"
              type="date"
              {...publishedOn}
              slotProps={{ ...publishedOn.slotProps, inputLabel: { shrink: true } }}
            />
            <TextField
              label="Language"
              {...textFieldProps(
                register('language'),
                errors.language,
                "ISO 639-1, such as en; blank for the journal's",
              )}
            />
            <TextField
              label="Licence"
              {...textFieldProps(
                register('licenceName'),
                errors.licenceName,
                "Blank for the journal's licence",
              )}
            />
            <TextField label="Licence URL" {...textFieldProps(register('licenceUrl'), errors.licenceUrl)} />
            <TextField
              label="Article number"
              {...textFieldProps(register('articleNumber'), errors.articleNumber, 'Or pages, not both')}
            />
            <Box sx={grid}>
              <TextField label="First page" {...textFieldProps(register('firstPage'), errors.firstPage)} />
              <TextField label="Last page" {...textFieldProps(register('lastPage'), errors.lastPage)} />
            </Box>
            <TextField
              label="Article Slug"
              {...textFieldProps(register('slug'), errors.slug, 'Lower-case letters, digits and hyphens')}
            />
          </Box>
          <Box sx={grid}>
            <ArticlePlacementFields volumes={volumes} issues={issues} />
          </Box>
          <Box key={filesKey} sx={grid}>
            <FileField
              label="Cover Image"
              accept={IMAGE_ACCEPT}
              hint="PNG, JPEG, WebP or GIF, at most 5 MB"
              error={image.problem}
              onChange={image.choose}
            />
            <FileField
              label="Article PDF"
              accept="application/pdf,.pdf"
              hint="PDF, at most 20 MB"
              error={pdf.problem}
              onChange={pdf.choose}
            />
          </Box>
          {create.isPending && <UploadProgress fraction={progress} label="Uploading article…" />}
          <Box>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create Article'}
            </Button>
          </Box>
        </Stack>
      </Box>
    </FormProvider>
  );
}
