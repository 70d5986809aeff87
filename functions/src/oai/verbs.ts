/** The six OAI-PMH verbs over the archive. Each answers the verb's element or throws an OaiError. */
import { JOURNAL } from '@journal/common/constants';
import { findArticleBySlug } from '../services/articles';
import {
  countHarvest,
  cursorAfter,
  earliestChange,
  harvestArticles,
  type HarvestFilter,
} from '../services/harvest';
import { listVolumes } from '../services/volumes';
import { OAI_DC, oaiRecord, recordHeader, slugOfIdentifier } from './records';
import { OaiError, parseRange, type OaiRequest } from './request';
import { decodeToken, encodeToken, type ListState } from './token';
import { element, isoSeconds, textElement } from '../markup/xml';

export const OAI_PAGE_SIZE = 100;

export interface OaiContext {
  origin: string;
  /** The address the request came to (/oai or /api/oai). */
  baseUrl: string;
}

async function identify(ctx: OaiContext): Promise<string> {
  const earliest = (await earliestChange()) ?? new Date();
  return element('Identify', {}, [
    textElement('repositoryName', JOURNAL.title),
    textElement('baseURL', ctx.baseUrl),
    textElement('protocolVersion', '2.0'),
    textElement('adminEmail', JOURNAL.contactEmail),
    textElement('earliestDatestamp', isoSeconds(earliest)),
    textElement('deletedRecord', 'no'),
    textElement('granularity', 'YYYY-MM-DDThh:mm:ssZ'),
  ]);
}

async function findRecord(identifier: string) {
  const slug = slugOfIdentifier(identifier);
  const record = slug ? await findArticleBySlug(slug) : null;
  if (!record) throw new OaiError('idDoesNotExist', `No item has the identifier '${identifier}'.`);
  return record;
}

function checkFormat(metadataPrefix: string | undefined) {
  if (metadataPrefix !== OAI_DC.prefix) {
    throw new OaiError(
      'cannotDisseminateFormat',
      `Only the ${OAI_DC.prefix} metadata format is disseminated.`,
    );
  }
}

async function listMetadataFormats(args: Record<string, string>): Promise<string> {
  if (args.identifier !== undefined) await findRecord(args.identifier);
  return element('ListMetadataFormats', {}, [
    element('metadataFormat', {}, [
      textElement('metadataPrefix', OAI_DC.prefix),
      textElement('schema', OAI_DC.schema),
      textElement('metadataNamespace', OAI_DC.namespace),
    ]),
  ]);
}

/** One set per volume; an archive without volumes has no set hierarchy. */
async function volumeSets() {
  const volumes = await listVolumes();
  if (volumes.length === 0) throw new OaiError('noSetHierarchy', 'This repository has no sets yet.');
  return volumes;
}

async function listSets(args: Record<string, string>): Promise<string> {
  if (args.resumptionToken !== undefined) {
    throw new OaiError(
      'badResumptionToken',
      'ListSets answers every set at once; it issues no resumption tokens.',
    );
  }
  const volumes = await volumeSets();
  return element(
    'ListSets',
    {},
    volumes.map(({ doc }) =>
      element('set', {}, [
        textElement('setSpec', doc.slug),
        textElement('setName', `${doc.name} (${doc.year})`),
      ]),
    ),
  );
}

async function getRecord(args: Record<string, string>, ctx: OaiContext): Promise<string> {
  const record = await findRecord(args.identifier ?? '');
  checkFormat(args.metadataPrefix);
  return element('GetRecord', {}, [oaiRecord(record, ctx.origin)]);
}

async function firstListState(
  verb: ListState['verb'],
  args: Record<string, string>,
): Promise<ListState | null> {
  checkFormat(args.metadataPrefix);
  const range = parseRange(args.from, args.until);
  let volumeId: string | undefined;
  if (args.set !== undefined) {
    const volume = (await volumeSets()).find(({ doc }) => doc.slug === args.set);
    if (!volume) return null;
    volumeId = volume.id;
  }
  const completeListSize = await countHarvest({ ...range, volumeId });
  if (completeListSize === 0) return null;
  return {
    verb,
    volumeId,
    from: range.from?.getTime(),
    until: range.until?.getTime(),
    after: null,
    cursor: 0,
    completeListSize,
  };
}

function filterOf(state: ListState): HarvestFilter {
  return {
    volumeId: state.volumeId,
    from: state.from === undefined ? undefined : new Date(state.from),
    until: state.until === undefined ? undefined : new Date(state.until),
  };
}

/**
 * One page of headers or records. A page that continues carries a token; the last page of a
 * resumed list carries an empty token, which tells the harvester the list is complete.
 */
async function listRecords(
  verb: ListState['verb'],
  args: Record<string, string>,
  ctx: OaiContext,
): Promise<string> {
  const resumed = args.resumptionToken !== undefined;
  const state = resumed ? decodeToken(args.resumptionToken ?? '', verb) : await firstListState(verb, args);
  const page = state ? await harvestArticles(filterOf(state), state.after, OAI_PAGE_SIZE + 1) : [];
  if (!state || page.length === 0) throw new OaiError('noRecordsMatch', 'No records match the request.');
  const shown = page.slice(0, OAI_PAGE_SIZE);
  const items = shown.map((record) =>
    verb === 'ListRecords' ? oaiRecord(record, ctx.origin) : recordHeader(record, ctx.origin),
  );
  const completeListSize = Math.max(state.completeListSize, state.cursor + shown.length);
  const tokenAttrs = { completeListSize, cursor: state.cursor };
  if (page.length > OAI_PAGE_SIZE) {
    const next = encodeToken({
      ...state,
      after: cursorAfter(shown),
      cursor: state.cursor + shown.length,
      completeListSize,
    });
    items.push(textElement('resumptionToken', next, tokenAttrs));
  } else if (resumed) {
    items.push(element('resumptionToken', tokenAttrs));
  }
  return element(verb, {}, items);
}

export function answerVerb({ verb, args }: OaiRequest, ctx: OaiContext): Promise<string> {
  switch (verb) {
    case 'Identify':
      return identify(ctx);
    case 'ListMetadataFormats':
      return listMetadataFormats(args);
    case 'ListSets':
      return listSets(args);
    case 'GetRecord':
      return getRecord(args, ctx);
    case 'ListIdentifiers':
    case 'ListRecords':
      return listRecords(verb, args, ctx);
  }
}
