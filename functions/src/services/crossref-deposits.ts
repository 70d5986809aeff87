/**
 * Sending an issue's deposit to Crossref with its documented HTTPS call (docs/decisions.md
 * "Crossref deposits"): a POST of multipart/form-data to /servlet/deposit with `operation`
 * doMDUpload, `login_id`, `login_passwd` and the file as `fname`. Crossref answers 200 once it
 * has the file and checks it later, mailing its report to the deposit's depositor e-mail, so a
 * 2xx is a deposit received (its warnings are not failures) and is recorded with what the
 * receiver said; no answer, or any other status, is a 502 and nothing is recorded as sent.
 */
import { logger } from 'firebase-functions';
import {
  crossrefErrors,
  RECEIVER_MESSAGE_LENGTH,
  type CrossrefDeposit,
  type CrossrefStatus,
} from '@journal/common/contracts/crossref';
import { crossrefConfiguration, crossrefDepositSettings, isTestSystem } from './crossref-config';
import { readLastDeposits, recordDeposit } from './crossref-record';
import { refuse } from './errors';
import { crossrefExport } from './scholarly-exports';

/** Well inside the API function's 60 s, so that the admin always gets an answer of ours. */
const DEPOSIT_TIMEOUT_MS = 30_000;

/** The receiver's answer as one line of text: Crossref answers a small HTML page. */
function receiverMessage(body: string): string {
  const text = body
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.slice(0, RECEIVER_MESSAGE_LENGTH);
}

/** Whether depositing is configured, where deposits go, and each issue's last deposit. */
export async function crossrefStatus(): Promise<CrossrefStatus> {
  const { depositUrl, problems } = crossrefConfiguration();
  return {
    configured: problems.length === 0,
    problems,
    depositUrl: depositUrl?.href ?? null,
    testSystem: depositUrl !== null && isTestSystem(depositUrl),
    lastDeposits: await readLastDeposits(),
  };
}

/** Exports the issue in a new batch, sends it, and records the deposit once the receiver has it. */
export async function depositIssue(issueId: string): Promise<CrossrefDeposit> {
  const { username, password, depositUrl } = crossrefDepositSettings();
  const deposit = await crossrefExport(issueId);
  const form = new FormData();
  form.set('operation', 'doMDUpload');
  form.set('login_id', username);
  form.set('login_passwd', password);
  form.set('fname', new Blob([deposit.xml], { type: 'application/xml' }), deposit.fileName);

  let response: Response;
  try {
    response = await fetch(depositUrl, {
      method: 'POST',
      body: form,
      // A redirect would carry the credentials somewhere not configured.
      redirect: 'manual',
      signal: AbortSignal.timeout(DEPOSIT_TIMEOUT_MS),
    });
  } catch (err) {
    logger.warn('Crossref could not be reached', { host: depositUrl.host, error: String(err) });
    throw refuse(crossrefErrors.unreachable(depositUrl.host));
  }
  const body = await response.text().catch(() => '');
  if (!response.ok) {
    logger.warn('Crossref refused a deposit', {
      host: depositUrl.host,
      status: response.status,
      answer: receiverMessage(body),
    });
    throw refuse(crossrefErrors.refused(depositUrl.host, response.status));
  }
  return recordDeposit({
    batchId: deposit.batch.id,
    timestamp: deposit.batch.timestamp,
    issueId,
    articles: deposit.articles,
    depositUrl: depositUrl.href,
    receiverStatus: response.status,
    receiverMessage: receiverMessage(body),
  });
}
