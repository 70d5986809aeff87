/**
 * The first setup file of the emulator test projects, whose workers run one test file after
 * another (`isolate: false`, vitest.config.ts). The packages a file loads (firebase-admin, gRPC,
 * React, MUI, jsdom) stay loaded for the next file: loading them again for every file was about
 * half of what the workers did. Everything else starts afresh: the environment the worker
 * started with (file-namespace.ts then points it at the file's own namespace), the project's
 * own modules, which read that environment as they load, and no spy or stubbed global of the
 * previous file.
 */
import { afterAll, vi } from 'vitest';
import { resetEnvironment } from './namespace-env';

const worker = globalThis as { journalWorkerEnv?: Record<string, string | undefined> };
resetEnvironment((worker.journalWorkerEnv ??= { ...process.env }));

vi.resetModules();

afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
