/**
 * An OAI-PMH request's arguments checked against the protocol (section 3.1 and the verbs'
 * argument lists): exactly one legal verb, no repeated, unknown or missing arguments, and an
 * exclusive resumptionToken.
 */
export const OAI_VERBS = [
  'Identify',
  'ListMetadataFormats',
  'ListSets',
  'ListIdentifiers',
  'ListRecords',
  'GetRecord',
] as const;
export type OaiVerb = (typeof OAI_VERBS)[number];

export type OaiErrorCode =
  | 'badVerb'
  | 'badArgument'
  | 'badResumptionToken'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'noMetadataFormats'
  | 'noSetHierarchy';

/** A protocol error: answered with HTTP 200 and an <error> element, as OAI-PMH requires. */
export class OaiError extends Error {
  constructor(
    readonly code: OaiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'OaiError';
  }
}

export interface OaiRequest {
  verb: OaiVerb;
  args: Record<string, string>;
}

interface ArgumentRule {
  required: string[];
  optional: string[];
  exclusive?: string;
}

const LIST_RULE: ArgumentRule = {
  required: ['metadataPrefix'],
  optional: ['from', 'until', 'set'],
  exclusive: 'resumptionToken',
};

const RULES: Record<OaiVerb, ArgumentRule> = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ['identifier'] },
  ListSets: { required: [], optional: [], exclusive: 'resumptionToken' },
  ListIdentifiers: LIST_RULE,
  ListRecords: LIST_RULE,
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [] },
};

const isVerb = (value: string): value is OaiVerb => (OAI_VERBS as readonly string[]).includes(value);

export function parseOaiRequest(params: URLSearchParams): OaiRequest {
  const verbs = params.getAll('verb');
  const verb = verbs[0];
  if (verbs.length !== 1 || verb === undefined || !isVerb(verb)) {
    const problem =
      verbs.length === 0
        ? 'is missing'
        : verbs.length > 1
          ? 'is repeated'
          : `'${verb}' is not a legal OAI-PMH verb`;
    throw new OaiError('badVerb', `The verb argument ${problem}.`);
  }
  const rule = RULES[verb];
  const allowed = new Set([...rule.required, ...rule.optional, ...(rule.exclusive ? [rule.exclusive] : [])]);
  const args: Record<string, string> = {};
  for (const name of new Set(params.keys())) {
    if (name === 'verb') continue;
    if (!allowed.has(name)) throw new OaiError('badArgument', `'${name}' is not an argument of ${verb}.`);
    const values = params.getAll(name);
    if (values.length > 1) throw new OaiError('badArgument', `The argument '${name}' is repeated.`);
    args[name] = values[0] ?? '';
  }
  if (rule.exclusive && args[rule.exclusive] !== undefined) {
    if (Object.keys(args).length > 1)
      throw new OaiError('badArgument', `${rule.exclusive} is an exclusive argument.`);
    return { verb, args };
  }
  const missing = rule.required.filter((name) => !args[name]);
  if (missing.length)
    throw new OaiError('badArgument', `${verb} requires the argument ${missing.join(' and ')}.`);
  return { verb, args };
}

/** A datestamp at either granularity the repository supports; null when it is not one. */
function parseDatestamp(value: string): { date: Date; granularity: 'day' | 'second' } | null {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (!day && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(value)) return null;
  const date = new Date(day ? `${value}T00:00:00Z` : value);
  // Date rolls 2024-02-30 over to March: a real date reads back the same.
  if (
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, value.length - (day ? 0 : 1)) !== value.replace(/Z$/, '')
  ) {
    return null;
  }
  return { date, granularity: day ? 'day' : 'second' };
}

/** from/until as a half-open range [from, until): an until datestamp includes its whole day or second. */
export function parseRange(
  from: string | undefined,
  until: string | undefined,
): { from?: Date; until?: Date } {
  const start = from === undefined ? undefined : parseDatestamp(from);
  const end = until === undefined ? undefined : parseDatestamp(until);
  if (start === null)
    throw new OaiError('badArgument', `'${from}' is not a datestamp (YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ).`);
  if (end === null)
    throw new OaiError('badArgument', `'${until}' is not a datestamp (YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ).`);
  if (start && end && start.granularity !== end.granularity) {
    throw new OaiError('badArgument', 'from and until must have the same granularity.');
  }
  if (start && end && start.date > end.date)
    throw new OaiError('badArgument', 'from must not be later than until.');
  const step = end?.granularity === 'day' ? 86_400_000 : 1000;
  return { from: start?.date, until: end ? new Date(end.date.getTime() + step) : undefined };
}
