/**
 * A JAR that holds nothing but a manifest: `Main-Class` and a `Class-Path` to another JAR.
 * firebase-tools starts the Firestore emulator with `java -jar <file>`, and the Google Cloud
 * CLI's emulator JAR has no `Main-Class` of its own (gcloud runs it with `-cp`), so this is
 * the smallest file that lets firebase-tools run that JAR unchanged.
 *
 * Written as a plain ZIP with one stored (uncompressed) entry, so no JDK `jar` tool is needed.
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { crc32 } from 'node:zlib';

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

function zipOneStoredFile(name: string, data: Buffer): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  const crc = crc32(data);
  // DOS time and date fields: 1980-01-01 00:00, so the file is the same bytes on every run.
  const dosTime = 0;
  const dosDate = (0 << 9) | (1 << 5) | 1;

  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4); // version needed: 1.0
  local.writeUInt16LE(0x0800, 6); // UTF-8 names
  local.writeUInt16LE(0, 8); // stored
  local.writeUInt16LE(dosTime, 10);
  local.writeUInt16LE(dosDate, 12);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  local.writeUInt16LE(0, 28);

  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // made by
  central.writeUInt16LE(10, 6);
  central.writeUInt16LE(0x0800, 8);
  central.writeUInt16LE(0, 10);
  central.writeUInt16LE(dosTime, 12);
  central.writeUInt16LE(dosDate, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  // extra, comment, disk, internal and external attributes, local header offset: all zero
  const centralOffset = local.length + nameBytes.length + data.length;

  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(centralOffset, 16);

  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}

export function writeLauncherJar(file: string, mainClass: string, classPathJar: string): void {
  const manifest = Buffer.from(launcherManifest(mainClass, classPathJar), 'utf8');
  writeFileSync(file, zipOneStoredFile('META-INF/MANIFEST.MF', manifest));
}
