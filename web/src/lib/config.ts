/**
 * The web app's configuration, read and checked once. Emulator use is decided here and
 * nowhere else: a build with VITE_AUTH_EMULATOR_HOST talks to the local Auth emulator.
 * (Checked by hand rather than with zod: this module is in every page's first download.)
 */
const REQUIRED = ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_PROJECT_ID', 'VITE_ADMIN_EMAIL'] as const;

function readConfig() {
  const env = import.meta.env;
  const missing = REQUIRED.filter((key) => !env[key]);
  if (missing.length) {
    throw new Error(
      `The web app is missing configuration: ${missing.join(', ')}. See web/.env.production.example.`,
    );
  }
  return {
    firebase: {
      apiKey: env.VITE_FIREBASE_API_KEY as string,
      projectId: env.VITE_FIREBASE_PROJECT_ID as string,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || undefined,
    },
    authEmulatorUrl: env.VITE_AUTH_EMULATOR_HOST ? `http://${env.VITE_AUTH_EMULATOR_HOST}` : null,
    adminEmail: (env.VITE_ADMIN_EMAIL as string).toLowerCase(),
    apiBase: (env.VITE_API_BASE ?? '').replace(/\/$/, ''),
  };
}

export const config = readConfig();
