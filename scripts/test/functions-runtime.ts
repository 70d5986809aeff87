/**
 * What the Cloud Functions runtime does to a request before the function's own app sees it,
 * for tests and the benchmark that serve the apps from a plain Node server: the whole body is
 * read (up to 32 MB) into `req.rawBody`, and JSON, text and form bodies are parsed, exactly as
 * the Functions emulator's runtime does. The apps therefore meet the same request shape here
 * as in production, and need no branch for a body that was not read yet.
 */
import express, { type Express, type Request } from 'express';

const LIMIT = '32mb';
const keepRawBody = (req: Request, _res: unknown, buf: Buffer) => {
  (req as Request & { rawBody?: Buffer }).rawBody = buf;
};

export function asCloudFunction(app: Express): Express {
  const runtime = express();
  runtime.enable('trust proxy');
  runtime.use(express.json({ limit: LIMIT, verify: keepRawBody }));
  runtime.use(express.text({ limit: LIMIT, verify: keepRawBody }));
  runtime.use(express.urlencoded({ extended: true, limit: LIMIT, verify: keepRawBody }));
  runtime.use(express.raw({ type: '*/*', limit: LIMIT, verify: keepRawBody }));
  runtime.use(app);
  return runtime;
}
