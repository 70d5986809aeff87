/**
 * Commit faults for the API's tests, injected by the run's Firestore recorder
 * (scripts/test/firestore-recorder.ts), which sits between firebase-admin and the emulator:
 * the next Commit that writes a named document is applied by the emulator, and its answer is
 * lost (firebase-admin hears UNAVAILABLE or DEADLINE_EXCEEDED) or arrives late. Name a document
 * only the calling test writes (its own slug, its own author's slots), so that no other test
 * takes the fault.
 */
import { recorderClient, type CommitFaultStatus } from '../../scripts/test/firestore-recorder';
import { recordedProject } from './harness';

export interface ArmedCommitFault {
  /** The emulator's status for the commit that took the fault: '0' once it was applied; null if none took it. */
  upstreamStatus(): Promise<string | null>;
}

async function arm(
  document: string,
  answer: { status: CommitFaultStatus } | { delayMs: number },
): Promise<ArmedCommitFault> {
  const recorder = recorderClient();
  const { id } = await recorder.armCommitFault({
    project: recordedProject,
    document,
    answer,
  });
  return { upstreamStatus: async () => (await recorder.commitFault(id)).upstreamStatus };
}

/** The next commit writing under `document` is applied, and answered with `status` instead. */
export const loseCommitAnswer = (document: string, status: CommitFaultStatus = 'UNAVAILABLE') =>
  arm(document, { status });

/** The next commit writing under `document` is applied at once, and answered after `delayMs`. */
export const delayCommitAnswer = (document: string, delayMs: number) => arm(document, { delayMs });
