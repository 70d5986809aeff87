import type { DefaultValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { type SubmissionFields, submissionFieldsSchema } from '@journal/common/contracts/submissions';
import type { PaperType, SubjectArea } from '@journal/common/constants';

/**
 * What the form holds before validation: the schema's input, except that the two selects may
 * still be on their "Select …" option (''), which the schema then refuses with its own message.
 */
export type SubmissionFormInput = Omit<
  z.input<typeof submissionFieldsSchema>,
  'paperType' | 'subjectArea'
> & {
  paperType: PaperType | '';
  subjectArea: SubjectArea | '';
};

export const submissionResolver = zodResolver(submissionFieldsSchema) as unknown as Resolver<
  SubmissionFormInput,
  unknown,
  SubmissionFields
>;

/**
 * A blank form but for what the signed-in account gives: its e-mail, always, and the ORCID iD of
 * its profile, which the author may change for this submission.
 */
export function emptySubmission(email: string, orcid = ''): DefaultValues<SubmissionFormInput> {
  return {
    correspondingAuthor: '',
    authorEmail: email,
    authorAffiliation: '',
    authorCountry: '',
    authorOrcid: orcid,
    paperTitle: '',
    paperAbstract: '',
    keywords: '',
    paperType: '',
    subjectArea: '',
    coAuthors: [],
    copyrightAgreement: false,
    ethicsAgreement: false,
  };
}

export const emptyCoAuthor = { name: '', affiliation: '', email: '', country: '', orcid: '' };
