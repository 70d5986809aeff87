/** Every code the API can answer with, for clients that branch on them. */
import type { articleErrors, citeErrors } from './articles';
import type { crossrefErrors } from './crossref';
import type { exportErrors } from './exports';
import type { fileErrors } from './files';
import type { fullTextErrors } from './full-text';
import type { Refusal } from './refusal';
import type { issueErrors } from './issues';
import type { journalErrors } from './journal';
import type { mailErrors } from './mail';
import type { pagingErrors } from './paging';
import type { requestErrors } from './requests';
import type { identifierErrors } from './scholarly';
import type { submissionErrors } from './submissions';
import type { usernameErrors } from './signup';
import type { authErrors, userErrors } from './users';
import type { volumeErrors } from './volumes';

type CodesOf<T> = {
  [K in keyof T]: T[K] extends Refusal<infer C>
    ? C
    : T[K] extends (...args: never[]) => Refusal<infer C>
      ? C
      : never;
}[keyof T];

export type ErrorCode =
  | CodesOf<typeof requestErrors>
  | CodesOf<typeof volumeErrors>
  | CodesOf<typeof issueErrors>
  | CodesOf<typeof articleErrors>
  | CodesOf<typeof citeErrors>
  | CodesOf<typeof submissionErrors>
  | CodesOf<typeof fileErrors>
  | CodesOf<typeof fullTextErrors>
  | CodesOf<typeof authErrors>
  | CodesOf<typeof userErrors>
  | CodesOf<typeof usernameErrors>
  | CodesOf<typeof mailErrors>
  | CodesOf<typeof journalErrors>
  | CodesOf<typeof exportErrors>
  | CodesOf<typeof crossrefErrors>
  | CodesOf<typeof pagingErrors>
  | CodesOf<typeof identifierErrors>;
