/**
 * A JAR that holds nothing but a manifest: `Main-Class` and a `Class-Path` to another JAR.
 * firebase-tools starts the Firestore emulator with `java -jar <file>`, and the Google Cloud
 * CLI's emulator JAR has no `Main-Class` of its own (gcloud runs it with `-cp`), so this is
 * the smallest file that lets firebase-tools run that JAR unchanged.
 *
 * A ZIP with one stored (uncompressed) entry, made with fflate, so no JDK `jar` tool is needed.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { zipSync } from 'fflate';

/** Manifest lines are at most 72 bytes; longer values continue on lines that start with a space. */
function manifestLine(name: string, value: string): string {
  const text = `${name}: ${value}`;
  const parts = [text.slice(0, 72)];
  for (let i = 72; i < text.length; i += 71) parts.push(` ${text.slice(i, i + 71)}`);
  return parts.map((part) => `${part}\r\n`).join('');
}

export function launcherManifest(mainClass: string, classPathJar: string): string {
  return (
    manifestLine('Manifest-Version', '1.0') +
    manifestLine('Main-Class', mainClass) +
    manifestLine('Class-Path', pathToFileURL(classPathJar).href) +
    '\r\n'
  );
}

function readIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Writes the launcher unless `file` already holds these bytes. Stacks that start side by side
 * (`npm test` boots `npm start` beside its own test stack) share the file, and a JVM may open it
 * at any moment: written in place, it is empty between the truncation and the write, and at the
 * lowest priority a writer can wait seconds between the two (a JVM that opens it then says
 * "Invalid or corrupt jarfile"). So a new launcher is written aside and renamed over the old one.
 */
export function writeLauncherJar(file: string, mainClass: string, classPathJar: string): void {
  const manifest = new TextEncoder().encode(launcherManifest(mainClass, classPathJar));
  // A fixed date (1 January 1980, local time as ZIP dates are), so the file is the same bytes on every run.
  const jar = zipSync({ 'META-INF/MANIFEST.MF': [manifest, { level: 0 }] }, { mtime: new Date(1980, 0, 1) });
  if (readIfThere(file)?.equals(jar)) return;
  const aside = `${file}.${process.pid}`;
  writeFileSync(aside, jar);
  renameSync(aside, file);
}
