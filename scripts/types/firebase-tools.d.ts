// firebase-tools ships no type declarations for the one internal the local stack uses: the
// Storage emulator's GCS API without its rules runtime (docs/decisions.md "Tooling").
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
