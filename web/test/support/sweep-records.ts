/**
 * A run of the storage sweeper as functions/src/services/sweeper.ts records it (sweeps/{id}),
 * written straight to the file's namespace in the suite's Firestore emulator over its REST API with the emulator's owner
 * credentials: no API route makes one, and the sweeper removes only files a day old.
 */
const env = import.meta.env;
const DOCUMENTS = `http://${env.JOURNAL_FIRESTORE_EMULATOR}/v1/projects/${env.JOURNAL_NAMESPACE}/databases/(default)/documents`;

export interface SeededRemoval {
  path: string;
  size: number;
  storedAt: Date;
}

export async function recordSweep(run: { ranAt: Date; checked: number; removed: SeededRemoval[] }) {
  const removed = run.removed.map((file) => ({
    mapValue: {
      fields: {
        path: { stringValue: file.path },
        size: { integerValue: String(file.size) },
        storedAt: { timestampValue: file.storedAt.toISOString() },
      },
    },
  }));
  const response = await fetch(`${DOCUMENTS}/sweeps`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({
      fields: {
        ranAt: { timestampValue: run.ranAt.toISOString() },
        checked: { integerValue: String(run.checked) },
        removed: { arrayValue: { values: removed } },
        failed: { integerValue: '0' },
        next: { nullValue: null },
      },
    }),
  });
  if (!response.ok)
    throw new Error(`recording a sweep answered ${response.status}: ${await response.text()}`);
}
