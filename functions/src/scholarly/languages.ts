/**
 * Languages as DOAJ names them: articles store ISO 639-1 ('en'), DOAJ's article XML takes the
 * ISO 639-2/B bibliographic code ('eng'; 'fre', not the terminology code 'fra'). Every ISO 639-1
 * code is here, with 'sh' (Serbo-Croatian, withdrawn from 639-1 but still in DOAJ's list as 'hbs');
 * functions/test/scholarly-exports.unit.test.ts checks each value against DOAJ's own list.
 */
// A table, one initial letter a line, reads against ISO's list more easily than one code a line.
// prettier-ignore
const BIBLIOGRAPHIC: Readonly<Record<string, string>> = {
  aa: 'aar', ab: 'abk', ae: 'ave', af: 'afr', ak: 'aka', am: 'amh', an: 'arg', ar: 'ara',
  as: 'asm', av: 'ava', ay: 'aym', az: 'aze',
  ba: 'bak', be: 'bel', bg: 'bul', bi: 'bis', bm: 'bam', bn: 'ben', bo: 'tib', br: 'bre', bs: 'bos',
  ca: 'cat', ce: 'che', ch: 'cha', co: 'cos', cr: 'cre', cs: 'cze', cu: 'chu', cv: 'chv', cy: 'wel',
  da: 'dan', de: 'ger', dv: 'div', dz: 'dzo',
  ee: 'ewe', el: 'gre', en: 'eng', eo: 'epo', es: 'spa', et: 'est', eu: 'baq',
  fa: 'per', ff: 'ful', fi: 'fin', fj: 'fij', fo: 'fao', fr: 'fre', fy: 'fry',
  ga: 'gle', gd: 'gla', gl: 'glg', gn: 'grn', gu: 'guj', gv: 'glv',
  ha: 'hau', he: 'heb', hi: 'hin', ho: 'hmo', hr: 'hrv', ht: 'hat', hu: 'hun', hy: 'arm', hz: 'her',
  ia: 'ina', id: 'ind', ie: 'ile', ig: 'ibo', ii: 'iii', ik: 'ipk', io: 'ido', is: 'ice', it: 'ita',
  iu: 'iku',
  ja: 'jpn', jv: 'jav',
  ka: 'geo', kg: 'kon', ki: 'kik', kj: 'kua', kk: 'kaz', kl: 'kal', km: 'khm', kn: 'kan', ko: 'kor',
  kr: 'kau', ks: 'kas', ku: 'kur', kv: 'kom', kw: 'cor', ky: 'kir',
  la: 'lat', lb: 'ltz', lg: 'lug', li: 'lim', ln: 'lin', lo: 'lao', lt: 'lit', lu: 'lub', lv: 'lav',
  mg: 'mlg', mh: 'mah', mi: 'mao', mk: 'mac', ml: 'mal', mn: 'mon', mr: 'mar', ms: 'may', mt: 'mlt',
  my: 'bur',
  na: 'nau', nb: 'nob', nd: 'nde', ne: 'nep', ng: 'ndo', nl: 'dut', nn: 'nno', no: 'nor', nr: 'nbl',
  nv: 'nav', ny: 'nya',
  oc: 'oci', oj: 'oji', om: 'orm', or: 'ori', os: 'oss',
  pa: 'pan', pi: 'pli', pl: 'pol', ps: 'pus', pt: 'por',
  qu: 'que',
  rm: 'roh', rn: 'run', ro: 'rum', ru: 'rus', rw: 'kin',
  sa: 'san', sc: 'srd', sd: 'snd', se: 'sme', sg: 'sag', sh: 'hbs', si: 'sin', sk: 'slo', sl: 'slv',
  sm: 'smo', sn: 'sna', so: 'som', sq: 'alb', sr: 'srp', ss: 'ssw', st: 'sot', su: 'sun', sv: 'swe',
  sw: 'swa',
  ta: 'tam', te: 'tel', tg: 'tgk', th: 'tha', ti: 'tir', tk: 'tuk', tl: 'tgl', tn: 'tsn', to: 'ton',
  tr: 'tur', ts: 'tso', tt: 'tat', tw: 'twi', ty: 'tah',
  ug: 'uig', uk: 'ukr', ur: 'urd', uz: 'uzb',
  ve: 'ven', vi: 'vie', vo: 'vol',
  wa: 'wln', wo: 'wol',
  xh: 'xho',
  yi: 'yid', yo: 'yor',
  za: 'zha', zh: 'chi', zu: 'zul',
};

/** Every ISO 639-1 code this table knows, with its ISO 639-2/B code. */
export const BIBLIOGRAPHIC_LANGUAGES: ReadonlyMap<string, string> = new Map(Object.entries(BIBLIOGRAPHIC));

/** 'en' → 'eng'; null for a code that is not ISO 639-1. */
export function bibliographicLanguage(iso6391: string): string | null {
  return BIBLIOGRAPHIC_LANGUAGES.get(iso6391.trim().toLowerCase()) ?? null;
}
