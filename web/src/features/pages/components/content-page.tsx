import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { readingTextSx } from '../../../lib/ui/theme';
import { MuiScope } from '../../../lib/ui/mui-scope';
import { useDocumentTitle } from '../../../lib/use-document-title';

type ContentPageProps = {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
};

/** Shared frame of every static page: one h1, an optional lead, then the body; drawn with MUI (lib/ui/mui-scope.tsx). */
export function ContentPage({ title, lead, children }: ContentPageProps) {
  useDocumentTitle(title);
  return (
    <MuiScope>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h1" component="h1" sx={{ mb: lead ? 2 : 4 }}>
          {title}
        </Typography>
        {lead && (
          <Typography sx={{ ...readingTextSx, fontSize: '1.25rem', color: 'text.secondary', mb: 5 }}>
            {lead}
          </Typography>
        )}
        <Box>{children}</Box>
      </Container>
    </MuiScope>
  );
}

type SectionProps = {
  title: string;
  id?: string;
  children: ReactNode;
};

/** An h2 section. `id` lets other pages and the FAQ link straight to it. */
export function Section({ title, id, children }: SectionProps) {
  return (
    <Box component="section" id={id} sx={{ mb: 5, scrollMarginTop: 96 }}>
      <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** An h3 block; only ever placed inside a `Section`, so heading levels never skip. */
export function SubSection({ title, children }: Omit<SectionProps, 'id'>) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Typography sx={{ ...readingTextSx, mb: 2 }}>{children}</Typography>;
}

type BulletListProps = {
  items: ReactNode[];
  ordered?: boolean;
};

/** A semantic list (`ul` or `ol`) set in the same reading type as `Paragraph`. */
export function BulletList({ items, ordered = false }: BulletListProps) {
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      sx={{ ...readingTextSx, pl: 3.5, mt: 0, mb: 2.5, '& > li': { mb: 1 } }}
    >
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Box>
  );
}
