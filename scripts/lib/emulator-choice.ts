/**
 * Which Firestore and Storage emulators the local stack runs (ARCHITECTURE.md's table): the
 * official ones when Java 21+ and their downloaded runtimes are present, else the offline
 * fallbacks of scripts/lib/emulators.ts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export interface EmulatorChoice {
  firestore: 'official' | 'fallback';
  storage: 'official' | 'fallback';
}

function javaMajorVersion(): number | null {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)/.exec(`${result.stderr}${result.stdout}`);
  return match?.[1] ? Number(match[1]) : null;
}

function cachedRuntime(prefix: string): boolean {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  return existsSync(dir) && readdirSync(dir).some((name) => name.startsWith(prefix) && name.endsWith('.jar'));
}

export function chooseEmulators(): EmulatorChoice {
  if (process.env.JOURNAL_FORCE_FALLBACK_EMULATORS === '1')
    return { firestore: 'fallback', storage: 'fallback' };
  const javaOk = (javaMajorVersion() ?? 0) >= 21;
  return {
    firestore: javaOk && cachedRuntime('cloud-firestore-emulator') ? 'official' : 'fallback',
    storage: javaOk && cachedRuntime('cloud-storage-rules-runtime') ? 'official' : 'fallback',
  };
}

export function describeChoice(choice: EmulatorChoice): Record<'firestore' | 'storage', string> {
  return {
    firestore:
      choice.firestore === 'official'
        ? 'Firestore emulator (official, Java)'
        : 'Firestore emulator (fallback: @firestore-emulator/server, Node)',
    storage:
      choice.storage === 'official'
        ? 'Storage emulator (official, with rules)'
        : 'Storage emulator (fallback: firebase-tools GCS API without its rules engine)',
  };
}
