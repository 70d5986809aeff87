/**
 * The OAI-PMH endpoint (served at /oai by the site and at /api/oai by the API): GET with a
 * query string or POST with a form body, answered as XML. Protocol errors are 200 responses
 * with <error> elements, as the protocol requires.
 */
import { Router, type Request, type RequestHandler } from 'express';
import { requestErrors } from '@journal/common/contracts/requests';
import { HttpError, methodNotAllowed } from '../http/errors';
import { cachePublic } from '../http/cache';
import { config } from '../config';
import { OaiError, parseOaiRequest, type OaiRequest } from './request';
import { answerVerb } from './verbs';
import { element, isoSeconds, textElement, XML_DECLARATION } from '../markup/xml';

const OAI_NAMESPACE = 'http://www.openarchives.org/OAI/2.0/';
const OAI_SCHEMA = 'http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd';
const FORM = 'application/x-www-form-urlencoded';

/** A form of OAI arguments is a few short values; a bigger body is not a harvester's. */
const MAX_FORM_BYTES = 16 * 1024;

const capForm: RequestHandler = (req, _res, next) => {
  const size = (req as { rawBody?: Buffer }).rawBody?.length ?? 0;
  next(size > MAX_FORM_BYTES ? new HttpError(requestErrors.bodyTooLarge) : undefined);
};

function requestParams(req: Request): URLSearchParams {
  if (req.method === 'POST') {
    if (!req.is(FORM)) return new URLSearchParams();
    // The Functions runtime has read the body into rawBody (and parsed it more loosely).
    return new URLSearchParams((req as { rawBody?: Buffer }).rawBody?.toString('utf8') ?? '');
  }
  const query = req.originalUrl.indexOf('?');
  return new URLSearchParams(query < 0 ? '' : req.originalUrl.slice(query + 1));
}

/** badVerb and badArgument answers echo only the base URL, never the arguments (section 3.2). */
function requestElement(baseUrl: string, request: OaiRequest | null): string {
  return textElement('request', baseUrl, request ? { verb: request.verb, ...request.args } : {});
}

function document(children: string[]): string {
  const root = element(
    'OAI-PMH',
    {
      xmlns: OAI_NAMESPACE,
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:schemaLocation': `${OAI_NAMESPACE} ${OAI_SCHEMA}`,
    },
    [textElement('responseDate', isoSeconds(new Date())), ...children],
  );
  return `${XML_DECLARATION}\n${root}\n`;
}

const answer: RequestHandler = async (req, res) => {
  const origin = config.siteUrl;
  const baseUrl = `${origin}${req.baseUrl}${req.path}`;
  let request: OaiRequest | null = null;
  let body: string;
  try {
    request = parseOaiRequest(requestParams(req));
    body = await answerVerb(request, { origin, baseUrl });
  } catch (err) {
    if (!(err instanceof OaiError)) throw err;
    const echo = err.code === 'badVerb' || err.code === 'badArgument' ? null : request;
    res.status(200).type('text/xml; charset=utf-8').set('Cache-Control', 'no-cache');
    res.send(
      document([requestElement(baseUrl, echo), textElement('error', err.message, { code: err.code })]),
    );
    return;
  }
  cachePublic(res, 60, 300);
  res
    .status(200)
    .type('text/xml; charset=utf-8')
    .send(document([requestElement(baseUrl, request), body]));
};

export function oaiRouter(path: string): Router {
  const router = Router();
  router.route(path).get(answer).post(capForm, answer).all(methodNotAllowed);
  return router;
}
