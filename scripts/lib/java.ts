/**
 * Finds a Java runtime the official Cloud Firestore emulator accepts (firebase-tools refuses
 * anything older than 21). Looked for in order: JAVA_HOME, the `java` on PATH, then every JDK
 * under /usr/lib/jvm (Debian's home for them, where a newer JDK often sits beside an older
 * default).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const MIN_JAVA = 21;

export interface JavaRuntime {
  /** The `java` executable. */
  path: string;
  major: number;
  /** Where it was found, for the start-up output. */
  source: 'JAVA_HOME' | 'PATH' | '/usr/lib/jvm';
}

function majorVersion(javaPath: string): number | null {
  const result = spawnSync(javaPath, ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match?.[1]) return null;
  // Java 8 and older call themselves 1.x.
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

function candidates(): Array<{ path: string; source: JavaRuntime['source'] }> {
  const found: Array<{ path: string; source: JavaRuntime['source'] }> = [];
  if (process.env.JAVA_HOME)
    found.push({ path: join(process.env.JAVA_HOME, 'bin', 'java'), source: 'JAVA_HOME' });
  found.push({ path: 'java', source: 'PATH' });
  const jvmDir = '/usr/lib/jvm';
  if (existsSync(jvmDir)) {
    for (const name of readdirSync(jvmDir).sort().reverse()) {
      const javaPath = join(jvmDir, name, 'bin', 'java');
      if (existsSync(javaPath)) found.push({ path: javaPath, source: '/usr/lib/jvm' });
    }
  }
  return found;
}

/** The first runtime of Java 21 or newer, or null with what was seen instead. */
export function findJava(): { java: JavaRuntime | null; seen: string[] } {
  const seen: string[] = [];
  for (const candidate of candidates()) {
    const major = majorVersion(candidate.path);
    if (major === null) continue;
    seen.push(`${candidate.path} (Java ${major}, ${candidate.source})`);
    if (major >= MIN_JAVA) return { java: { ...candidate, major }, seen };
  }
  return { java: null, seen };
}

/**
 * The environment that makes firebase-tools run this Java: it calls plain `java`, so the
 * runtime's folder goes first on PATH.
 */
export function javaEnvironment(java: JavaRuntime): Record<string, string> {
  if (java.source === 'PATH') return {};
  const bin = dirname(java.path);
  return { PATH: `${bin}:${process.env.PATH ?? ''}`, JAVA_HOME: dirname(bin) };
}
