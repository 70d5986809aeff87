/**
 * Deterministic, journal-like text for the benchmark archive: titles, authors, keywords and
 * two-paragraph abstracts of about 150 words, so that list and search responses carry what
 * real articles carry, and search terms match a realistic share of them.
 */
const TOPICS = [
  'solar drying of maize',
  'groundwater recharge',
  'bridge deck corrosion',
  'mini-grid reliability',
  'cassava starch extraction',
  'copper tailings reuse',
  'rural road drainage',
  'small hydropower turbines',
  'low-cost housing blocks',
  'irrigation scheduling',
  'transformer ageing',
  'borehole pump maintenance',
  'biogas from agricultural waste',
  'traffic signal timing',
  'soil stabilisation with lime',
  'water treatment with moringa seeds',
];
const METHODS = [
  'A field study of',
  'Modelling',
  'An experimental assessment of',
  'Optimising',
  'A review of',
  'Monitoring',
];
const PLACES = [
  'Lusaka',
  'Kitwe',
  'Ndola',
  'the Copperbelt',
  'Livingstone',
  'Kabwe',
  'Chipata',
  'Mongu',
  'Kasama',
  'Solwezi',
];
const FIRST = [
  'Chanda',
  'Mutale',
  'Bwalya',
  'Natasha',
  'Mwila',
  'Thandiwe',
  'Kondwani',
  'Chipo',
  'Lubinda',
  'Mulenga',
];
const LAST = ['Phiri', 'Banda', 'Mwale', 'Zulu', 'Tembo', 'Sakala', 'Lungu', 'Mumba', 'Daka', 'Ngoma'];
const FINDINGS = [
  'Measured losses fell by a third after the intervention',
  'The calibrated model reproduced observed values within eight percent',
  'Seasonal variation dominated every other factor',
  'Maintenance intervals proved more important than equipment choice',
  'Local materials met the relevant standard at a lower cost',
  'Community operators sustained performance over two full seasons',
];

/** A small seeded generator (mulberry32), so every run builds the same archive. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface ArticleText {
  title: string;
  author: string;
  abstract: string;
  keywords: string;
}

export function articleText(n: number): ArticleText {
  const next = random(n + 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const topic = pick(TOPICS);
  const place = pick(PLACES);
  const finding = pick(FINDINGS);
  const author = `${pick(FIRST)} ${pick(LAST)}, ${pick(FIRST)} ${pick(LAST)}`;
  const first = [
    `This paper reports on ${topic} in ${place}, where growing demand and limited budgets make reliable engineering choices essential.`,
    `We combined site measurements over ${2 + Math.floor(next() * 4)} years with laboratory tests and a simple numerical model.`,
    `Data were collected at ${8 + Math.floor(next() * 30)} sites selected to cover the range of conditions found in the region.`,
  ].join(' ');
  const second = [
    `${finding}.`,
    `The results suggest practical guidance for designers and operators working on ${topic} under similar conditions.`,
    `We discuss the limits of the study, the cost of the measures proposed and the further work needed before wider adoption in ${place} and elsewhere.`,
  ].join(' ');
  return {
    title: `${pick(METHODS)} ${topic} in ${place} (${n + 1})`,
    author,
    abstract: `${first}\n\n${second}`,
    keywords: [topic, place, pick(TOPICS), 'engineering practice'].join(', '),
  };
}

/** A search term that matches a realistic share of the archive (two of its topic words). */
export const SEARCH_TERM = 'solar drying';
