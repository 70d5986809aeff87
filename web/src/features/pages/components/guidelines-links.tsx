import { Link } from 'react-router-dom';
import { linkClass } from '../../../lib/ui/text-link';
import type from '../../../lib/ui/type.module.css';
import { BulletList, Section } from './content-page';
import styles from './guidelines-links.module.css';

const AUTHOR_GUIDELINES_BASE = '/guidelines/author-guidelines';

export const AUTHOR_GUIDELINE_LINKS = [
  {
    to: `${AUTHOR_GUIDELINES_BASE}/aims-scope`,
    label: 'Aims and scope',
    summary: 'What the journal publishes, its subject areas and the article types it accepts.',
  },
  {
    to: `${AUTHOR_GUIDELINES_BASE}/submission`,
    label: 'Submission guidelines',
    summary: 'How to prepare and submit a manuscript, and how it is reviewed.',
  },
  {
    to: `${AUTHOR_GUIDELINES_BASE}/open-access-ethics`,
    label: 'Open access and ethics',
    summary: 'The CC BY 4.0 licence, authorship, originality, conflicts of interest and data.',
  },
  {
    to: `${AUTHOR_GUIDELINES_BASE}/publication-charge`,
    label: 'Publication charge',
    summary: 'Why publishing with the journal costs authors nothing.',
  },
  {
    to: `${AUTHOR_GUIDELINES_BASE}/indexing-services`,
    label: 'Indexing services',
    summary: 'Where the journal is, and will be, indexed.',
  },
  {
    to: '/guidelines/writing-tips',
    label: 'Writing tips',
    summary: 'Practical advice on writing a clear, reviewable engineering paper.',
  },
] as const;

type GuidelinesLinkListProps = {
  /** Path of the page showing the list, left out so a page never links to itself. */
  exclude?: string;
};

export function GuidelinesLinkList({ exclude }: GuidelinesLinkListProps) {
  return (
    <BulletList
      items={AUTHOR_GUIDELINE_LINKS.filter((link) => link.to !== exclude).map((link) => (
        <>
          <Link to={link.to} className={linkClass({}, styles.label)}>
            {link.label}
          </Link>
          <span className={type.muted}> — {link.summary}</span>
        </>
      ))}
    />
  );
}

/** Closing h2 section of each author-guideline sub-page. */
export function RelatedGuidelines({ exclude }: GuidelinesLinkListProps) {
  return (
    <Section title="Related guidelines">
      <GuidelinesLinkList exclude={exclude} />
    </Section>
  );
}
