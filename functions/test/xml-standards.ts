/**
 * The standards' own schemas, vendored in ./standards (README there), as checks for the tests:
 * Crossref's deposit schema 5.4.0 and DOAJ's article schema (XSD) and the JATS 1.4 Journal
 * Publishing DTD, each compiled by libxml2 (libxml2-wasm) the first time a test file asks for it:
 * once per file, as the emulator projects load this module afresh for each file they run
 * (scripts/test/fresh-file.ts). Crossref's takes 3–5 s (MathML 3 and JATS come with it), and two
 * files in the emulator suite and one in the fast lane ask for it. libxml2 reads included files
 * only through the input provider below, which serves that folder and nothing else: no schema,
 * module or entity is ever fetched from the network.
 */
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DtdValidator,
  ParseOption,
  XmlDocument,
  XmlLibError,
  xmlRegisterInputProvider,
  XsdValidator,
  type NamespaceMap,
} from 'libxml2-wasm';
import { JATS_PUBLIC_ID, JATS_SYSTEM_ID } from '../src/scholarly/jats';

const STANDARDS = path.join(__dirname, 'standards');
const CROSSREF_XSD = path.join(STANDARDS, 'crossref-5.4.0', 'crossref5.4.0.xsd');
const DOAJ_XSD = path.join(STANDARDS, 'doaj', 'doajArticles.xsd');
const JATS_FOLDER = path.join(STANDARDS, 'jats-1.4');
/** The vendored copy of the DTD that documents name by NLM's address (JATS_SYSTEM_ID). */
const JATS_DTD_FILE = path.posix.basename(new URL(JATS_SYSTEM_ID).pathname);

/** Documents under test never load anything: no external DTD, no entities, no network. */
const DOCUMENT_OPTIONS = { option: ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NO_XXE };

const localPath = (name: string): string => (name.startsWith('file:') ? fileURLToPath(name) : name);

xmlRegisterInputProvider({
  match: (name) => localPath(name).startsWith(`${STANDARDS}${path.sep}`),
  open: (name) => {
    try {
      return openSync(localPath(name), 'r');
    } catch {
      return undefined;
    }
  },
  read: (fd, buffer) => readSync(fd, buffer, 0, buffer.byteLength, null),
  close: (fd) => {
    closeSync(fd);
    return true;
  },
});

/** How long each compilation took, in milliseconds, for the tests to report. */
export const compileMillis: Partial<Record<'crossref' | 'doaj' | 'jats', number>> = {};

function timed<T>(name: keyof typeof compileMillis, compile: () => T): T {
  const start = performance.now();
  const compiled = compile();
  compileMillis[name] = performance.now() - start;
  return compiled;
}

/**
 * A compiled check and the document it came from, held together for the life of the process: the
 * compiled form may point into it, and libxml2-wasm frees a document once nothing holds it.
 */
interface Compiled<V> {
  source: XmlDocument;
  validator: V;
}

/** Parsed with its own path as base, so that its relative includes and imports resolve beside it. */
function compileXsd(file: string): Compiled<XsdValidator> {
  const source = XmlDocument.fromString(readFileSync(file, 'utf8'), { url: file });
  return { source, validator: XsdValidator.fromDoc(source) };
}

/**
 * The DTD, loaded the way a document's DOCTYPE loads it: a parameter entity with the public
 * identifier and, as system identifier, the vendored file that NLM's address names, resolved in
 * the vendored folder (libxml2-wasm has no XML catalogs, and NLM's address is never fetched). The
 * source document's internal subset then holds the whole modular DTD.
 */
function compileJats(): Compiled<DtdValidator> {
  const source = XmlDocument.fromString(
    `<!DOCTYPE article [<!ENTITY % jats PUBLIC "${JATS_PUBLIC_ID}" "${JATS_DTD_FILE}"> %jats;]><article/>`,
    { url: path.join(JATS_FOLDER, 'loader.xml'), option: ParseOption.XML_PARSE_DTDLOAD },
  );
  const dtd = source.dtd;
  if (!dtd) throw new Error('The JATS DTD did not load');
  return { source, validator: new DtdValidator(dtd) };
}

let crossref: Compiled<XsdValidator> | undefined;
let doaj: Compiled<XsdValidator> | undefined;
let jats: Compiled<DtdValidator> | undefined;

function messages(error: unknown): string[] {
  if (!(error instanceof XmlLibError)) throw error;
  const details = error.details ?? [];
  if (!details.length) return [error.message.trim()];
  return details.map((d) => `line ${d.line}: ${d.message.trim()}`);
}

/** libxml2's messages for a document against a validator; empty when it is valid. */
function errorsOf(xml: string, validate: (doc: XmlDocument) => void): string[] {
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml, DOCUMENT_OPTIONS);
  } catch (error) {
    return messages(error);
  }
  try {
    validate(doc);
    return [];
  } catch (error) {
    return messages(error);
  } finally {
    doc.dispose();
  }
}

/** Against crossref5.4.0.xsd and every schema it imports. */
export function crossrefErrors(xml: string): string[] {
  crossref ??= timed('crossref', () => compileXsd(CROSSREF_XSD));
  const { validator } = crossref;
  return errorsOf(xml, (doc) => validator.validate(doc));
}

/** Against doajArticles.xsd with its ISO 639-2/B language list. */
export function doajErrors(xml: string): string[] {
  doaj ??= timed('doaj', () => compileXsd(DOAJ_XSD));
  const { validator } = doaj;
  return errorsOf(xml, (doc) => validator.validate(doc));
}

const DOCTYPE = /<!DOCTYPE\s+article\s+PUBLIC\s+"([^"]*)"\s+"([^"]*)"\s*>/;

/**
 * Against the JATS 1.4 Journal Publishing DTD with MathML3. The document must name that DTD by
 * its public identifier; it is validated against the vendored copy, never the one it points at.
 */
export function jatsErrors(xml: string): string[] {
  jats ??= timed('jats', compileJats);
  const { validator } = jats;
  const declared = DOCTYPE.exec(xml)?.[1];
  if (declared !== JATS_PUBLIC_ID) {
    return [`The document does not declare the DTD "${JATS_PUBLIC_ID}" (it declares ${declared ?? 'none'})`];
  }
  return errorsOf(xml, (doc) => validator.validate(doc));
}

/** The text of every node an XPath selects (elements or attributes), in document order. */
export function xmlValues(xml: string, xpath: string, namespaces?: NamespaceMap): string[] {
  const doc = XmlDocument.fromString(xml, DOCUMENT_OPTIONS);
  try {
    return doc.find(xpath, namespaces).map((node) => node.content);
  } finally {
    doc.dispose();
  }
}
