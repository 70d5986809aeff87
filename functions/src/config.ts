/**
 * The functions' configuration, read and checked once at start: a missing or malformed value
 * stops the functions from loading, so they never serve with it. Emulator use is decided by
 * the standard FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST /
 * FIREBASE_STORAGE_EMULATOR_HOST variables, which firebase-admin reads itself, and
 * FUNCTIONS_EMULATOR, which the Functions emulator sets.
 */
import { z } from 'zod';

/** `npm start` serves the app here (scripts/start.ts passes its own address when PORT moves it). */
const LOCAL_SITE_URL = 'http://127.0.0.1:5000';

/** Only the emulators use it: outside them OAI_TOKEN_SECRET is required. */
const LOCAL_OAI_TOKEN_SECRET = 'local-emulators-only-oai-resumption-token-secret';

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

const firebaseConfigSchema = z
  .object({ projectId: z.string().optional(), storageBucket: z.string().optional() })
  .partial();

const schema = z.object({
  ADMIN_EMAIL: z.string().email().default('admin@journal.test'),
  /** The editorial office's address: it receives mail for the journal and may not sign up. */
  ADMIN_RESERVED_EMAIL: z.string().email().default('editor@journal.test'),
  /**
   * The site's public origin, e.g. https://journal.example.edu: every absolute URL the functions
   * answer (article files, canonical links, sitemaps, feed, OAI-PMH) is built from it, never
   * from request headers, which a client or a misconfigured proxy controls. Required outside
   * the emulators; on them it defaults to the local stack's address.
   */
  SITE_URL: z
    .string()
    .refine(isOrigin, 'must be an http(s) origin such as https://journal.example.edu, without a path')
    .optional(),
  /**
   * Signs OAI-PMH resumption tokens (oai/token.ts), so a harvester can hand back only a
   * token this site issued. At least 32 characters; required outside the emulators. Changing
   * it invalidates tokens in flight: harvesters restart their list.
   */
  OAI_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * How many proxies in front of the functions append to X-Forwarded-For and are trusted: the
   * metrics and the per-address rate limits take the address the outermost trusted one saw
   * connect, never an entry the client wrote. 1 (Google's front end, before every function)
   * cannot be forged; behind Firebase Hosting it is Hosting's edge address, so readers sharing
   * an edge count once per 30 minutes and share its rate limits. 2 counts each reader behind
   * Hosting, but a client that calls the function's own URL can then choose its address again
   * (docs/security.md).
   */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(5).default(1),
  /** Set by the Functions emulator. */
  FUNCTIONS_EMULATOR: z.string().optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  FIRESTORE_EMULATOR_HOST: z.string().optional(),
  GCLOUD_PROJECT: z.string().optional(),
  GOOGLE_CLOUD_PROJECT: z.string().optional(),
  FIREBASE_CONFIG: z.string().optional(),
  STORAGE_BUCKET: z.string().optional(),
  /** Set by `npm start`: /api/health answers `ready` only once the demo seed has finished. */
  JOURNAL_DEMO_SEED: z.enum(['0', '1']).default('0'),
});

function readConfig() {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid functions configuration: ${problems}`);
  }
  const env = parsed.data;
  const firebaseConfig = env.FIREBASE_CONFIG
    ? firebaseConfigSchema.parse(JSON.parse(env.FIREBASE_CONFIG))
    : {};
  const projectId =
    firebaseConfig.projectId ?? env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? 'demo-journal';
  const onEmulators = env.FUNCTIONS_EMULATOR === 'true' || Boolean(env.FIRESTORE_EMULATOR_HOST);
  const required = {
    SITE_URL: 'the public origin of the site, e.g. https://journal.example.edu',
    OAI_TOKEN_SECRET: 'a random string of at least 32 characters that signs OAI-PMH resumption tokens',
  } as const;
  for (const [name, what] of Object.entries(required)) {
    if (!env[name as keyof typeof required] && !onEmulators) {
      throw new Error(
        `Invalid functions configuration: ${name} is required (${what}): set it in functions/.env.<project-id>`,
      );
    }
  }
  return {
    adminEmail: env.ADMIN_EMAIL.toLowerCase(),
    reservedEmail: env.ADMIN_RESERVED_EMAIL.toLowerCase(),
    siteUrl: (env.SITE_URL ?? LOCAL_SITE_URL).replace(/\/$/, ''),
    oaiTokenSecret: env.OAI_TOKEN_SECRET ?? LOCAL_OAI_TOKEN_SECRET,
    awaitsDemoSeed: env.JOURNAL_DEMO_SEED === '1',
    trustedProxies: env.TRUSTED_PROXIES,
    /** On the emulators (the local stack and the tests), never in a deployment. */
    onEmulators,
    /** The Auth emulator the local pages sign in with, for their connect-src; never in production. */
    authEmulatorOrigin:
      onEmulators && env.FIREBASE_AUTH_EMULATOR_HOST
        ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`
        : undefined,
    projectId,
    storageBucket: env.STORAGE_BUCKET ?? firebaseConfig.storageBucket ?? `${projectId}.appspot.com`,
  };
}

export const config = readConfig();
