/** Shapes of what the API answers (SPEC.md section 3), shared by the functions and the web app. */
import type { PaperType, SubjectArea, SubmissionStatus } from './constants';

export interface ApiSuccess<T> {
  status: number;
  data: T;
}
export interface ApiFailure {
  status: number;
  message: string;
}

export interface VolumeRef {
  _id: string;
  slug: string;
  name: string;
  year: number;
}
export interface Volume extends VolumeRef {
  createdAt: string;
}

export interface IssueRef {
  _id: string;
  slug: string;
  name: string;
}
export interface Issue extends IssueRef {
  volume: VolumeRef;
  createdAt: string;
}

export interface AbstractBlock {
  _type: 'block';
  _key: string;
  style: 'normal';
  children: { _type: 'span'; _key: string; text: string }[];
}

export interface Article {
  _id: string;
  slug: string;
  title: string;
  author: string;
  /** Plain text, paragraphs separated by blank lines. */
  abstract: string;
  /** The same abstract as paragraph blocks. */
  abstractBlocks: AbstractBlock[];
  keywords: string[];
  image: string | null;
  pdf: string | null;
  pdfFileName: string | null;
  issn: string;
  doi: string;
  featured: boolean;
  volume: VolumeRef;
  issue: IssueRef;
  createdAt: string;
  views: number;
  downloads: number;
}

export interface User {
  _id: string;
  username: string;
  email: string;
  createdAt: string;
}

export interface CoAuthor {
  name: string;
  affiliation: string;
  email: string;
  country: string;
}

export interface Submission {
  _id: string;
  paperTitle: string;
  createdAt: string;
  status: SubmissionStatus;
  correspondingAuthor: string;
  authorEmail: string;
  authorAffiliation: string;
  authorCountry: string;
  coAuthors: CoAuthor[];
  paperAbstract: string;
  keywords: string;
  paperType: PaperType;
  subjectArea: SubjectArea;
  manuscriptFileName: string;
  manuscriptSize: number;
  copyrightAgreement: boolean;
  ethicsAgreement: boolean;
  authorUid: string;
  decidedBy: string | null;
  decidedAt: string | null;
}

export interface LoginResponse {
  message: string;
  user: { email: string; username: string };
  token: string;
}
