/**
 * The `mailDelivery` trigger (functions/src/index.ts) for the test suite's stacks, which serve the
 * API from a plain Node process where no Functions emulator fires triggers. A listener on the
 * `mail` collection of the real Firestore emulator hands each document created after it started,
 * as the snapshot it received, to the handler the function exports (`mailDelivery.run`), as
 * Eventarc hands the deployed function a created document. So the suite delivers mail through
 * the trigger's own code, after the request has been answered, never inside it.
 *
 * A namespace has one trigger, as a project has in production: each API test file
 * (functions/test/harness.ts) runs its own beside its own API and with its own SMTP_URL, each web
 * test file's API runs one (namespace-api.ts), and the global setup runs one while it seeds.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { mailDelivery } from '../../functions/src/index';
import { db } from '../../functions/src/services/firebase';
import { MAIL_COLLECTION, type MailDoc } from '../../functions/src/services/mail';

type CreatedEvent = Parameters<typeof mailDelivery.run>[0];

const project = () => String(process.env.GCLOUD_PROJECT);

/** The event Eventarc sends the function for a created `mail/{id}` document. */
export function createdEvent(snapshot: QueryDocumentSnapshot): CreatedEvent {
  return {
    specversion: '1.0',
    id: randomUUID(),
    source: `//firestore.googleapis.com/projects/${project()}/databases/(default)`,
    type: 'google.cloud.firestore.document.v1.created',
    time: snapshot.createTime.toDate().toISOString(),
    location: 'us-central1',
    project: project(),
    database: '(default)',
    namespace: '(default)',
    document: snapshot.ref.path,
    params: { id: snapshot.id },
    data: snapshot,
  };
}

export interface OutboxTrigger {
  /**
   * Resolves once the trigger has finished with every message created since it started: each is
   * sent, or failed and waits for a retry. Throws after `timeoutMs` naming those it has not.
   */
  settled(timeoutMs?: number): Promise<void>;
  /** Stops listening and waits for the deliveries under way. */
  stop(): Promise<void>;
}

/** Starts listening; resolves once the listener has its first snapshot (what already exists). */
export function startOutboxTrigger(): Promise<OutboxTrigger> {
  const running = new Set<Promise<void>>();
  let started: Timestamp | null = null;

  const deliver = (snapshot: QueryDocumentSnapshot) => {
    const delivery = Promise.resolve(mailDelivery.run(createdEvent(snapshot)))
      .catch((err: unknown) => console.error(`mailDelivery failed for mail/${snapshot.id}:`, err))
      .finally(() => running.delete(delivery));
    running.add(delivery);
  };

  const unfinished = async (since: Timestamp) =>
    (await db.collection(MAIL_COLLECTION).where('createdAt', '>=', since).get()).docs
      .filter((d) => {
        const { state, attempts } = d.data() as MailDoc;
        return state === 'sending' || (state === 'pending' && attempts === 0);
      })
      .map((d) => d.id);

  return new Promise((resolve, reject) => {
    const unsubscribe = db.collection(MAIL_COLLECTION).onSnapshot(
      (snapshot) => {
        if (!started) {
          // What exists before the trigger is not its to deliver, as with a deployed one.
          started = Timestamp.now();
          resolve(trigger);
          return;
        }
        for (const change of snapshot.docChanges()) if (change.type === 'added') deliver(change.doc);
      },
      (err) => {
        if (started) console.error('The outbox trigger stopped listening:', err);
        else reject(err);
      },
    );
    const trigger: OutboxTrigger = {
      async settled(timeoutMs = 20_000) {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const waiting = await unfinished(started!);
          if (waiting.length === 0 && running.size === 0) return;
          if (Date.now() > deadline)
            throw new Error(`The outbox trigger has not finished with mail/${waiting.join(', mail/')}`);
          await new Promise((r) => setTimeout(r, 100));
        }
      },
      async stop() {
        unsubscribe();
        await Promise.all(running);
      },
    };
  });
}
