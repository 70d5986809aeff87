/** OAI-PMH at /api/oai: the same endpoint the site serves at /oai (see site/oai-handler.ts). */
import { oaiRouter } from '../site/oai-handler';

export const oaiApiRouter = oaiRouter('/oai');
