/**
 * What a Crossref deposit needs from the deployment (docs/decisions.md "Crossref deposits"),
 * read at each call rather than at load, as mail-config.ts reads the mail settings: the API
 * starts and serves everything else while depositing is not configured, and the dashboard says
 * what is missing. CROSSREF_USERNAME and CROSSREF_PASSWORD are Functions secrets bound to `api`
 * alone (index.ts); CROSSREF_DEPOSIT_URL is configuration, Crossref's test system unless set.
 */
import { CROSSREF_TEST_DEPOSIT_URL, crossrefErrors } from '@journal/common/contracts/crossref';
import { crossrefMessages } from '@journal/common/messages';
import { config } from '../config';
import { refuse } from './errors';

export interface CrossrefCredentials {
  username: string;
  password: string;
}

export interface CrossrefConfiguration {
  /** Null while a secret is not set. */
  credentials: CrossrefCredentials | null;
  /** Null while CROSSREF_DEPOSIT_URL is not an address deposits may go to. */
  depositUrl: URL | null;
  /** What stops a deposit, in the dashboard's words; empty when nothing does. */
  problems: string[];
}

/**
 * A deploy needs a value for every secret a function declares, and firebase-tools refuses an
 * empty one; a journal without a Crossref account yet gives `none`, which counts as not set.
 */
function secret(name: 'CROSSREF_USERNAME' | 'CROSSREF_PASSWORD'): string | null {
  const value = process.env[name]?.trim() ?? '';
  return value === '' || value.toLowerCase() === 'none' ? null : value;
}

/**
 * Credentials travel in the request body, so only https will do; plain http only on the
 * emulators, where the tests stand a receiver on 127.0.0.1.
 */
function depositUrl(): URL | null {
  const configured = process.env.CROSSREF_DEPOSIT_URL?.trim() || CROSSREF_TEST_DEPOSIT_URL;
  if (!URL.canParse(configured)) return null;
  const url = new URL(configured);
  const allowed = url.protocol === 'https:' || (config.onEmulators && url.protocol === 'http:');
  return allowed && !url.username && !url.password ? url : null;
}

export function crossrefConfiguration(): CrossrefConfiguration {
  const username = secret('CROSSREF_USERNAME');
  const password = secret('CROSSREF_PASSWORD');
  const url = depositUrl();
  const problems = [
    ...(username ? [] : [crossrefMessages.usernameMissing]),
    ...(password ? [] : [crossrefMessages.passwordMissing]),
    ...(url ? [] : [crossrefMessages.depositUrlInvalid]),
  ];
  return {
    credentials: username && password ? { username, password } : null,
    depositUrl: url,
    problems,
  };
}

/** The credentials and address of a deposit, or the refusal (503) that names what is missing. */
export function crossrefDepositSettings(): CrossrefCredentials & { depositUrl: URL } {
  const { credentials, depositUrl, problems } = crossrefConfiguration();
  if (!credentials || !depositUrl) throw refuse(crossrefErrors.notConfigured(problems));
  return { ...credentials, depositUrl };
}

/** Whether deposits go to Crossref's test system, where nothing registers a DOI. */
export const isTestSystem = (url: URL): boolean => url.host === new URL(CROSSREF_TEST_DEPOSIT_URL).host;
