import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Submission } from '@journal/common/contracts/submissions';
import { PAPER_TYPES, SUBJECT_AREAS } from '@journal/common/constants';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
        {term}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </>
  );
}

const yesNo = (value: boolean) => (value ? 'Agreed' : 'Not agreed');

/** Everything the author sent, shown when a row is expanded. */
export function SubmissionDetails({ submission }: { submission: Submission }) {
  const s = submission;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' },
        columnGap: 2,
        rowGap: 1,
        m: 0,
      }}
    >
      <Detail term="Corresponding author">{s.correspondingAuthor}</Detail>
      <Detail term="Email">{s.authorEmail}</Detail>
      <Detail term="Affiliation">{s.authorAffiliation}</Detail>
      <Detail term="Country">{s.authorCountry}</Detail>
      <Detail term="Paper type">{PAPER_TYPES[s.paperType] ?? s.paperType}</Detail>
      <Detail term="Subject area">{SUBJECT_AREAS[s.subjectArea] ?? s.subjectArea}</Detail>
      <Detail term="Keywords">{s.keywords}</Detail>
      <Detail term="Abstract">{s.paperAbstract}</Detail>
      <Detail term="Manuscript">{s.manuscriptFileName}</Detail>
      <Detail term="Copyright agreement">{yesNo(s.copyrightAgreement)}</Detail>
      <Detail term="Ethics agreement">{yesNo(s.ethicsAgreement)}</Detail>
      <Detail term="Co-authors">
        {s.coAuthors.length === 0 ? (
          'None'
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {s.coAuthors.map((c, i) => (
              <li key={i}>
                {c.name}, {c.affiliation}, {c.country} ({c.email})
              </li>
            ))}
          </Box>
        )}
      </Detail>
    </Box>
  );
}
