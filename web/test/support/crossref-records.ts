/**
 * An issue's last Crossref deposit as functions/src/services/crossref-record.ts keeps it
 * (`meta/crossref`), written straight to the file's namespace in the suite's Firestore emulator
 * over its REST API with the emulator's owner credentials: the file's API has no Crossref
 * credentials, so it sends no deposit (functions/test/scholarly-export-routes.test.ts sends them).
 */
import type { CrossrefDeposit } from '@journal/common/contracts/crossref';

const env = import.meta.env;
const DOCUMENTS = `http://${env.JOURNAL_FIRESTORE_EMULATOR}/v1/projects/${env.JOURNAL_NAMESPACE}/databases/(default)/documents`;

const integer = (n: number) => ({ integerValue: String(n) });
const text = (s: string) => ({ stringValue: s });

export async function recordLastDeposit(deposit: CrossrefDeposit) {
  const fields = {
    batchId: text(deposit.batchId),
    timestamp: integer(deposit.timestamp),
    issueId: text(deposit.issueId),
    articles: integer(deposit.articles),
    sentAt: { timestampValue: deposit.sentAt },
    depositUrl: text(deposit.depositUrl),
    receiverStatus: integer(deposit.receiverStatus),
    receiverMessage: text(deposit.receiverMessage),
  };
  const response = await fetch(`${DOCUMENTS}/meta/crossref`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({
      fields: {
        lastTimestamp: integer(deposit.timestamp),
        lastDeposits: { mapValue: { fields: { [deposit.issueId]: { mapValue: { fields } } } } },
      },
    }),
  });
  if (!response.ok)
    throw new Error(`recording a deposit answered ${response.status}: ${await response.text()}`);
}
