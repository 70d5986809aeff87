/**
 * The vendored CSL styles and locales (functions/csl/README.md). functions/build.mts copies them
 * beside the bundles (lib/csl), which is where the deployed `api` function reads them; run from
 * the sources (the tests), they are read where they are kept.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CitationStyle } from '@journal/common/contracts/articles-routes';

/** The folder build.mts copies to, beside the bundle; then the one in the sources. */
const LOCATIONS = [path.join(__dirname, 'csl'), path.resolve(__dirname, '../../csl')];

/** The locales vendored beside the styles. */
export const CSL_LOCALES = ['en-US', 'en-GB'] as const;
export type CslLocale = (typeof CSL_LOCALES)[number];

let folder: string | undefined;

function cslFolder(): string {
  folder ??= LOCATIONS.find((dir) => existsSync(path.join(dir, 'styles')));
  if (!folder) {
    throw new Error(`The CSL styles are missing (looked in ${LOCATIONS.join(', ')}): run npm run build`);
  }
  return folder;
}

export const readStyle = (style: CitationStyle): string =>
  readFileSync(path.join(cslFolder(), 'styles', `${style}.csl`), 'utf8');

export const isCslLocale = (lang: string): lang is CslLocale =>
  (CSL_LOCALES as readonly string[]).includes(lang);

export const readLocale = (lang: CslLocale): string =>
  readFileSync(path.join(cslFolder(), 'locales', `locales-${lang}.xml`), 'utf8');
