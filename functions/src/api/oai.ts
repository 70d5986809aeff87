/** OAI-PMH at /api/oai: the same endpoint the site serves at /oai (see oai/handler.ts). */
import { oaiRouter } from '../oai/handler';

export const oaiApiRouter = oaiRouter('/oai');
