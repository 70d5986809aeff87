/**
 * The functions' configuration, read and checked once at start. Emulator use is decided by
 * the standard FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST /
 * FIREBASE_STORAGE_EMULATOR_HOST variables, which firebase-admin reads itself.
 */
import { z } from 'zod';

const firebaseConfigSchema = z
  .object({ projectId: z.string().optional(), storageBucket: z.string().optional() })
  .partial();

const schema = z.object({
  ADMIN_EMAIL: z.string().email().default('admin@journal.test'),
  /** The editorial office's address: it receives mail for the journal and may not sign up. */
  ADMIN_RESERVED_EMAIL: z.string().email().default('editor@journal.test'),
  /** Public base URL of the site, e.g. https://journal.example.edu; default: the request's origin. */
  SITE_URL: z.string().url().optional(),
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
  return {
    adminEmail: env.ADMIN_EMAIL.toLowerCase(),
    reservedEmail: env.ADMIN_RESERVED_EMAIL.toLowerCase(),
    siteUrl: env.SITE_URL?.replace(/\/$/, ''),
    awaitsDemoSeed: env.JOURNAL_DEMO_SEED === '1',
    projectId,
    storageBucket: env.STORAGE_BUCKET ?? firebaseConfig.storageBucket ?? `${projectId}.appspot.com`,
  };
}

export const config = readConfig();
