// firebase-tools ships no type declarations for the emulator internals the local stack uses.
declare module 'firebase-tools/lib/emulator/storage/index.js' {
  export class StorageEmulator {
    constructor(args: {
      projectId: string;
      host: string;
      port: number;
      auto_download: boolean;
      rules: unknown[];
    });
    reset(): void;
  }
}
declare module 'firebase-tools/lib/emulator/storage/server.js' {
  import type { Express } from 'express';
  export function createApp(projectId: string, emulator: unknown): Promise<Express>;
}
declare module 'firebase-tools/lib/emulator/registry.js' {
  export const EmulatorRegistry: unknown;
}
declare module 'firebase-tools/lib/emulator/auth/index.js' {
  export class AuthEmulator {
    constructor(args: { projectId: string; host: string; port: number; singleProjectMode?: boolean });
    start(): Promise<void>;
    stop(): Promise<void>;
  }
}
