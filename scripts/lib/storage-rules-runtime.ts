/**
 * The Storage emulator enforces rules only through its Java rules runtime, which firebase-tools
 * downloads on first use. These machines cannot make that download, so the Storage rules suite
 * runs only where the runtime is already in firebase-tools' cache and a Java 21+ is present.
 */
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { findJava } from './java';

export function storageRulesRuntime(): { available: boolean; why: string } {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  const cached =
    existsSync(dir) && readdirSync(dir).some((name) => /^cloud-storage-rules-runtime.*\.jar$/.test(name));
  if (!cached) {
    return {
      available: false,
      why: `the Storage emulator's rules runtime (a Java download firebase-tools makes on first use) is not in ${dir}, and this machine cannot download it.`,
    };
  }
  if (!findJava().java) return { available: false, why: 'it needs Java 21 or newer, and none was found.' };
  return { available: true, why: '' };
}
