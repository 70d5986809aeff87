/**
 * A small OAI-PMH harvester for the tests: sends a request (GET or form POST), checks the
 * answer against the transcribed OAI-PMH and oai_dc schemas in ./fixtures with libxml2
 * (xmllint-wasm), and parses it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { validateXML } from 'xmllint-wasm';

const FIXTURES = path.join(__dirname, 'fixtures');
const read = (fileName: string) => ({
  fileName,
  contents: readFileSync(path.join(FIXTURES, fileName), 'utf8'),
});
const DRIVER = read('oai-harvest.xsd');
const PRELOAD = ['OAI-PMH.xsd', 'oai_dc.xsd', 'simpledc20021212.xsd', 'xml.xsd'].map(read);

/** The schema errors of a document; empty when it is valid. */
export async function oaiSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'response.xml', contents: xml }],
    schema: [DRIVER],
    preload: PRELOAD,
  });
  return result.valid ? [] : result.errors.map((e) => e.message);
}

const REPEATED = new Set([
  'error',
  'record',
  'header',
  'set',
  'metadataFormat',
  'setSpec',
  'dc:creator',
  'dc:subject',
  'dc:identifier',
  'dc:type',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => REPEATED.has(name),
});

/** Text of an element that may carry attributes. */
export function text(node: unknown): string {
  if (typeof node === 'string') return node;
  return String((node as { '#text'?: unknown } | undefined)?.['#text'] ?? '');
}

export type OaiNode = Record<string, unknown> & { '@code'?: string };

export interface OaiAnswer {
  status: number;
  contentType: string | null;
  xml: string;
  root: OaiNode;
  request: OaiNode | string;
  errors: { code: string; message: string }[];
}

export async function harvest(
  baseUrl: string,
  params: Record<string, string> | [string, string][],
  method: 'GET' | 'POST' = 'GET',
): Promise<OaiAnswer> {
  const query = new URLSearchParams(params);
  const res =
    method === 'GET'
      ? await fetch(`${baseUrl}?${query}`)
      : await fetch(baseUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: query.toString(),
        });
  const xml = await res.text();
  const schemaErrors = await oaiSchemaErrors(xml);
  if (schemaErrors.length)
    throw new Error(`The response does not validate:\n${schemaErrors.join('\n')}\n${xml.slice(0, 2000)}`);
  const root = (parser.parse(xml) as { 'OAI-PMH': OaiNode })['OAI-PMH'];
  const errors = ((root.error as OaiNode[] | undefined) ?? []).map((e) => ({
    code: String(e['@code']),
    message: text(e),
  }));
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    xml,
    root,
    request: root.request as OaiNode,
    errors,
  };
}
