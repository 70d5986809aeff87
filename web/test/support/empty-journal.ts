/**
 * A journal with nothing in it yet, as on the day it is deployed: a second namespace of the test
 * stack (scripts/test/namespaces.ts), started empty, with its own API, beside the file's own
 * (whose demo content the file's other tests read). Its admin is the file's admin, so the admin
 * signs in to it as to the other. Dropped when the caller is done.
 */
import { volumeApi } from '@journal/common/contracts/volumes-routes';

const env = import.meta.env;

/**
 * Waits for the API's first answer from Firestore, before a test's own waiting starts, so a test
 * measures the dashboard, not the start-up.
 */
async function warmUp(url: string, deadlineMs = 60_000) {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > until)
      throw new Error(`the empty journal's API did not answer ${url} (last: ${status})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface EmptyJournal {
  /** Where its API answers, e.g. http://127.0.0.1:41234. */
  apiBase: string;
  stop(): Promise<void>;
}

export async function startEmptyJournal(): Promise<EmptyJournal> {
  const stack = String(env.JOURNAL_TEST_STACK);
  const query = new URLSearchParams({ content: 'empty', api: '1', admin: String(env.VITE_ADMIN_EMAIL) });
  const response = await fetch(`${stack}/namespaces?${query}`, { method: 'POST' });
  if (!response.ok) throw new Error(`the test stack gave no empty journal: ${response.status}`);
  const { project, api } = (await response.json()) as { project: string; api: string };
  await warmUp(`${api}${volumeApi.list.path({})}`);
  return {
    apiBase: api,
    stop: async () => {
      await fetch(`${stack}/namespaces/${project}`, { method: 'DELETE' });
    },
  };
}
