import {
  closeSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeLauncherJar } from '../lib/launcher-jar';

const MAIN = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** What a JVM reads from a descriptor it opened earlier: every byte the file holds for it now. */
function readWhole(descriptor: number): Buffer {
  const buffer = Buffer.alloc(64 * 1024);
  const length = readSync(descriptor, buffer, 0, buffer.length, 0);
  return buffer.subarray(0, length);
}

const classPathOf = (jar: Buffer) =>
  /Class-Path: (.*)\r\n/.exec(strFromU8(unzipSync(jar)['META-INF/MANIFEST.MF']!))?.[1];

describe('the Firestore emulator launcher JAR', () => {
  let dir: string;
  let launcher: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'launcher-jar-'));
    launcher = join(dir, 'launcher.jar');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is left as it is when it already holds the same launcher', () => {
    writeLauncherJar(launcher, MAIN, '/opt/sdk/a.jar');
    const before = statSync(launcher);
    writeLauncherJar(launcher, MAIN, '/opt/sdk/a.jar');
    const after = statSync(launcher);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
  });

  it('is replaced whole: a JVM that opened the old one reads all of it, a new one the new one', () => {
    writeLauncherJar(launcher, MAIN, '/opt/sdk/a.jar');
    const old = readFileSync(launcher);
    const opened = openSync(launcher, 'r');
    try {
      writeLauncherJar(launcher, MAIN, '/opt/sdk/b.jar');
      expect(readWhole(opened).equals(old)).toBe(true);
    } finally {
      closeSync(opened);
    }
    expect(classPathOf(readFileSync(launcher))).toBe('file:///opt/sdk/b.jar');
    expect(readdirSync(dir)).toEqual(['launcher.jar']);
  });
});
