/**
 * Depositing an issue with Crossref (docs/decisions.md "Crossref deposits"): whether the
 * functions hold what a deposit needs, where deposits go, each issue's last deposit as the
 * receiver answered it, and why a deposit could not be sent.
 */
import { z } from 'zod';
import { crossrefMessages } from '../messages';
import { refusal } from './refusal';

/**
 * Crossref's documented deposit address on its test system, where nothing registers a DOI: where
 * deposits go until CROSSREF_DEPOSIT_URL names production's, https://doi.crossref.org/servlet/deposit.
 */
export const CROSSREF_TEST_DEPOSIT_URL = 'https://test.crossref.org/servlet/deposit';

export const crossrefDepositSchema = z.object({
  /** The deposit's `doi_batch_id`, unique to it. */
  batchId: z.string(),
  /** The deposit's `timestamp`, larger than any earlier export's. */
  timestamp: z.number().int(),
  issueId: z.string(),
  /** How many articles it carried. */
  articles: z.number().int(),
  /** When the receiver answered (ISO 8601). */
  sentAt: z.string(),
  depositUrl: z.string(),
  /**
   * The receiver's HTTP status: Crossref answers 200 once it has the file and checks it later,
   * mailing its report (warnings included) to the depositor e-mail of the deposit.
   */
  receiverStatus: z.number().int(),
  /** What the receiver said, as text, at most RECEIVER_MESSAGE_LENGTH characters. */
  receiverMessage: z.string(),
});
export type CrossrefDeposit = z.infer<typeof crossrefDepositSchema>;

export const RECEIVER_MESSAGE_LENGTH = 500;

export const crossrefStatusSchema = z.object({
  /** Whether a deposit can be sent: credentials and a valid deposit address. */
  configured: z.boolean(),
  /** What stops it, one entry a setting (crossrefMessages); empty when configured. */
  problems: z.array(z.string()),
  /** Where deposits go; null while the address configured is not a valid one. */
  depositUrl: z.string().nullable(),
  /** True when that is Crossref's test system. */
  testSystem: z.boolean(),
  /** Each issue's last deposit, by the issue's id. */
  lastDeposits: z.record(z.string(), crossrefDepositSchema),
});
export type CrossrefStatus = z.infer<typeof crossrefStatusSchema>;

export const crossrefErrors = {
  /** The deployment lacks what a deposit needs; nothing a client sends changes that. */
  notConfigured: (problems: readonly string[]) =>
    refusal('unavailable', 'crossref-not-configured', crossrefMessages.notConfigured(problems)),
  /** No answer from the receiver: nothing was recorded as sent. */
  unreachable: (host: string) =>
    refusal('bad-gateway', 'crossref-unreachable', crossrefMessages.unreachable(host)),
  /** The receiver answered, but not with a success: nothing was recorded as sent. */
  refused: (host: string, status: number) =>
    refusal('bad-gateway', 'crossref-refused', crossrefMessages.refused(host, status)),
} as const;
