/**
 * The one local Firestore: the official Cloud Firestore emulator, always started by
 * firebase-tools. This decides which Java runs it and which emulator build:
 *
 * 1. `FIRESTORE_EMULATOR_BINARY_PATH`, when set (firebase-tools' own override);
 * 2. the Google Cloud CLI's component, when installed (run through a launcher JAR, see
 *    launcher-jar.ts);
 * 3. otherwise firebase-tools downloads its pinned build on first start, as on any connected
 *    laptop.
 *
 * Without a Java 21 or newer it stops with a message naming what to install.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findJava, javaEnvironment, MIN_JAVA, type JavaRuntime } from './java';
import { writeLauncherJar } from './launcher-jar';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** Where the Google Cloud CLI keeps the component, for the usual ways of installing it. */
function cloudSdkJars(): string[] {
  const roots = [
    process.env.CLOUDSDK_ROOT_DIR,
    '/usr/lib/google-cloud-sdk',
    '/usr/share/google-cloud-sdk',
    '/opt/google-cloud-sdk',
    process.env.HOME && join(process.env.HOME, 'google-cloud-sdk'),
  ].filter((dir): dir is string => Boolean(dir));
  return roots.map((dir) =>
    join(dir, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar'),
  );
}

export interface FirestoreEmulatorSetup {
  java: JavaRuntime;
  /** What the start-up output says about the emulator build. */
  build: string;
  /** Variables for the firebase-tools process that starts the emulator. */
  env: Record<string, string>;
}

export class MissingJavaError extends Error {}

/**
 * The emulator's JVM runs with the serial collector, which adds no threads beside the
 * emulator's own on a machine's few cores; its slowest scan takes as long with it as with G1.
 * It keeps the optimising compiler. With the quick one only (-XX:TieredStopAtLevel=1) as well,
 * the emulator's Java used a third less CPU over the suite (58.7 → 39.0 s), but its slowest
 * scans took twice as long: an admin search over 2,000 articles, which the emulator answers
 * without an index, took 3.2 s against 1.6–1.9 s on an idle machine, the suite's nearest
 * approach to the API's 8 s deadline. Flags the caller already sets in JAVA_TOOL_OPTIONS come
 * after ours and win.
 */
const EMULATOR_JVM_FLAGS = ['-XX:+UseSerialGC'];

function emulatorJavaEnvironment(java: JavaRuntime): Record<string, string> {
  const own = process.env.JAVA_TOOL_OPTIONS;
  return {
    ...javaEnvironment(java),
    JAVA_TOOL_OPTIONS: [...EMULATOR_JVM_FLAGS, ...(own ? [own] : [])].join(' '),
  };
}

export function prepareFirestoreEmulator(): FirestoreEmulatorSetup {
  const { java, seen } = findJava();
  if (!java) {
    throw new MissingJavaError(
      [
        `The local Firestore is the official Cloud Firestore emulator, which needs Java ${MIN_JAVA} or newer.`,
        seen.length ? `Found only: ${seen.join('; ')}.` : 'No Java runtime was found.',
        `Install one (for example Eclipse Temurin ${MIN_JAVA}+ or \`apt-get install openjdk-${MIN_JAVA}-jre-headless\`)`,
        'and put it first on PATH or set JAVA_HOME; firebase-tools downloads the emulator on first start.',
      ].join('\n'),
    );
  }
  const env = emulatorJavaEnvironment(java);
  const javaText = `Java ${java.major} (${java.source}: ${java.path})`;

  const override = process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (override) {
    return { java, build: `${override} (FIRESTORE_EMULATOR_BINARY_PATH), ${javaText}`, env };
  }
  const sdkJar = cloudSdkJars().find((jar) => existsSync(jar));
  if (sdkJar) {
    const launcherDir = join(root, 'node_modules', '.cache', 'journal');
    mkdirSync(launcherDir, { recursive: true });
    const launcher = join(launcherDir, 'cloud-firestore-emulator-launcher.jar');
    writeLauncherJar(launcher, MAIN_CLASS, sdkJar);
    return {
      java,
      build: `Google Cloud CLI component ${sdkJar}, ${javaText}`,
      env: { ...env, FIRESTORE_EMULATOR_BINARY_PATH: launcher },
    };
  }
  return { java, build: `firebase-tools' own download, ${javaText}`, env };
}
