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
 * Flags the caller already sets in JAVA_TOOL_OPTIONS come after ours and win.
 */
const EMULATOR_JVM_FLAGS = ['-XX:+UseSerialGC'];

/**
 * The JVM's quick compiler only, for the stacks the tests start, which live for one run: the
 * optimising compiler's thread took 24 of the test stack's 55 Java CPU-seconds over a vitest run
 * (6 Dec), more than the emulator's own work, and never paid it back in a run that short.
 * Its cost is the slowest scan (docs/decisions.md, Tooling). A developer's `npm start` and the
 * bench keep both compilers.
 */
export const QUICK_COMPILER_ONLY = '-XX:TieredStopAtLevel=1';

export interface EmulatorJavaOptions {
  /** Run the JVM with QUICK_COMPILER_ONLY. */
  quickCompilerOnly?: boolean;
}

function emulatorJavaEnvironment(java: JavaRuntime, options: EmulatorJavaOptions): Record<string, string> {
  const own = process.env.JAVA_TOOL_OPTIONS;
  const flags = [...EMULATOR_JVM_FLAGS, ...(options.quickCompilerOnly ? [QUICK_COMPILER_ONLY] : [])];
  return {
    ...javaEnvironment(java),
    JAVA_TOOL_OPTIONS: [...flags, ...(own ? [own] : [])].join(' '),
  };
}

export function prepareFirestoreEmulator(options: EmulatorJavaOptions = {}): FirestoreEmulatorSetup {
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
  const env = emulatorJavaEnvironment(java, options);
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
