/** The journal's facts and business limits (docs/decisions.md); file limits are in contracts/files.ts. */
export const MIN_PASSWORD_LENGTH = 6;
export const RECENT_ARTICLES = 4;
export const SUBMISSION_REDIRECT_MS = 2000;
export const HERO_SLIDE_MS = 5000;
export const MAX_CO_AUTHORS = 20;
/** Submissions one author may have awaiting a decision at once (docs/decisions.md "Submissions"). */
export const MAX_PENDING_SUBMISSIONS = 10;

export const PAPER_TYPES = {
  research: 'Research Article',
  review: 'Review Article',
  case: 'Case Study',
  short: 'Short Communication',
} as const;
export type PaperType = keyof typeof PAPER_TYPES;

export const SUBJECT_AREAS = {
  computer: 'Computer Science and Engineering',
  electrical: 'Electrical and Electronic Engineering',
  mechanical: 'Mechanical Engineering',
  civil: 'Civil and Environmental Engineering',
  biotech: 'Biotechnology',
  other: 'Other',
} as const;
export type SubjectArea = keyof typeof SUBJECT_AREAS;

export const SUBMISSION_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const JOURNAL = {
  title: 'Zambezi Journal of Engineering and Applied Sciences',
  shortTitle: 'ZJEAS',
  publisher: 'University of the Zambezi',
  tagline: 'Open-access, peer-reviewed research in engineering and the applied sciences',
  issn: 'To be Updated',
  doi: 'To be Updated',
  frequency: 'Monthly',
  peerReview: 'Double-blind',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  editorInChief: 'Prof. Mwila Chanda',
  contactEmail: 'editor@journal.test',
  address: [
    'School of Engineering',
    'University of the Zambezi',
    'Great East Road Campus',
    'P.O. Box 32379',
    'Lusaka, Zambia',
  ],
  copyrightYear: 2025,
  language: 'en',
  reviewWeeks: '4-6 weeks',
  reviewerWeeks: '2 to 3 weeks',
  editorialReplyWeeks: '2-4 weeks',
  similarityLimitPercent: 15,
  abstractWordsForm: 250,
  abstractWordsTips: 150,
  keywordsMin: 4,
  keywordsMax: 8,
} as const;
