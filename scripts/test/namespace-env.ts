/**
 * What a test namespace is (namespaces.ts makes them) and how a process works in one: a light
 * module, so that a web test worker learns its namespace without loading firebase-admin.
 */
export interface TestNamespace {
  /** The project the emulators keep this namespace's documents under. */
  project: string;
  /** host:port of the namespace's door to Firestore, for FIRESTORE_EMULATOR_HOST. */
  firestore: string;
  bucket: string;
  /** The admin of this namespace: a verified account with the admin claim (password ADMIN_PASSWORD). */
  adminEmail: string;
  /** The API and site of this namespace, when asked for (the web component tests). */
  api?: string;
}

/**
 * Puts this process's environment back to `start` (what was added since goes), with `over` laid
 * on it: a worker before its next file, a namespace API process before its next namespace.
 */
export function resetEnvironment(start: NodeJS.ProcessEnv, over: Record<string, string> = {}): void {
  for (const key of Object.keys(process.env)) if (!(key in start)) delete process.env[key];
  Object.assign(process.env, start, over);
}

/** What a process working in `namespace` sets in its environment before firebase-admin starts. */
export function namespaceEnv(namespace: TestNamespace): Record<string, string> {
  return {
    FIRESTORE_EMULATOR_HOST: namespace.firestore,
    STORAGE_BUCKET: namespace.bucket,
    ADMIN_EMAIL: namespace.adminEmail,
    JOURNAL_NAMESPACE: namespace.project,
    VITE_ADMIN_EMAIL: namespace.adminEmail,
    ...(namespace.api ? { VITE_API_BASE: namespace.api } : {}),
  };
}
