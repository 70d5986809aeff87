/**
 * A thesis-length Word manuscript, for measuring how long the full-text conversion (issue 28)
 * takes on the largest files editors attach: about 500 words a page, a section every five pages
 * with a subsection on each, a table every four pages, a figure every five and footnotes
 * throughout. Its text is drawn from a fixed set of sentences in a fixed order, so that a call
 * always makes the same document.
 */
import type { FileChild } from 'docx';
import {
  barChartPng,
  bulletList,
  caption,
  dataTable,
  em,
  figure,
  footnote,
  heading1,
  heading2,
  heading3,
  numberedList,
  packManuscript,
  para,
  strong,
} from './manuscript-builders';

const SECTIONS = ['Introduction', 'Study area', 'Data and methods', 'Results', 'Discussion', 'Conclusions'];

const SUBSECTIONS = [
  'Copper and cobalt in the main channel',
  'Tributaries below the tailings dams',
  'Sampling and quality control',
  'Discharge and loads',
  'Trends over the decade',
  'The Kafue Flats',
  'Users downstream',
  'The monitoring network',
];

const SENTENCES = [
  'Monthly samples were taken at each of the fourteen stations between 2014 and 2023, always in the morning and always from the same bank.',
  'Dissolved copper at the stations below the Kitwe and Chingola tailings dams rose after every heavy storm and fell again within a fortnight.',
  'Upstream of the mining towns the river carried less than a tenth of the copper found below them, even at the height of the dry season.',
  'Sulphate followed the same pattern as copper but declined more slowly downstream, because it is neither adsorbed by sediments nor taken up by plants.',
  'The pH of the main channel stayed between 6.8 and 7.9 throughout the record, so most of the dissolved metal arrived in acidic tributaries rather than in the river itself.',
  'Cobalt was detected in fewer samples than copper, but where it was found it travelled further downstream before falling below the detection limit.',
  'Field blanks and duplicate samples were run with every tenth batch, and no batch was accepted whose duplicates differed by more than fifteen per cent.',
  'Discharge was read from the rating curves of the Water Resources Management Authority and checked against our own current-meter gaugings at each station.',
  'Loads were computed as the product of concentration and discharge, interpolated between sampling days by a regression on discharge and season.',
  "The wettest years, 2017 and 2023, carried almost half of the decade's copper load in just two rainy seasons.",
  'Sediment cores from the Kafue Flats show copper concentrations that rise steadily from the 1930s and level off only after the late 1990s.',
  'Irrigation schemes that draw water below the Copperbelt report no crop damage attributable to metals, but their soils have never been surveyed systematically.',
  'Fishermen at Kafue town described fish kills after two tailings spills, and both events appear in our record as sharp peaks in dissolved copper.',
  'The treatment works serving Kafue and Lusaka remove most particulate metal by coagulation, but dissolved cobalt passes through them largely unchanged.',
  'The statutory limit for copper in effluent was exceeded in a third of the samples taken directly below discharge points, though rarely in the main river.',
  'A simple mixing model reproduces the downstream decline in copper well, which suggests that dilution rather than settling controls most of the change.',
  'Where the river slows across the Kafue Flats, however, settling and uptake by floodplain vegetation remove a further share of the remaining load.',
  'The monitoring network was thinned in 2019 for lack of funds, and the gaps it left fall precisely in the tributaries that carry most of the metal.',
  "Restoring four of the closed stations would cost less each year than a single day's production lost to a water-quality dispute at one mine.",
  'Community monitors trained under the project collected samples of the same quality as professional staff once they had completed two supervised rounds.',
  'Trends were tested with the seasonal Mann-Kendall test, which tolerates the gaps and the skewed distributions typical of water-quality records.',
  'Copper below the largest tailings facility declined by about four per cent a year after its seepage collection system was completed in 2018.',
  'No comparable decline was seen below the older facilities, which have no owner responsible for their seepage and no system to collect it.',
  'These findings point to legacy sites, rather than operating mines, as the main remaining source of metal in the upper Kafue.',
];

const PARAGRAPHS_PER_PAGE = 5;
const SENTENCES_PER_PARAGRAPH = 5;

/** The sentence at a position in the text: 7 and the pool's size share no factor, so neighbours always differ. */
const sentence = (position: number) => SENTENCES[(position * 7) % SENTENCES.length] ?? '';

/** A number for a table or chart that varies with both of its coordinates, always the same for the same ones. */
const measured = (a: number, b: number) => 1 + ((a * 37 + b * 11) % 97) / 10;

async function page(index: number): Promise<FileChild[]> {
  const first = index * PARAGRAPHS_PER_PAGE * SENTENCES_PER_PARAGRAPH;
  const paragraphs = Array.from({ length: PARAGRAPHS_PER_PAGE }, (_, k) => {
    const start = first + k * SENTENCES_PER_PARAGRAPH;
    const texts = Array.from({ length: SENTENCES_PER_PARAGRAPH }, (_, j) => sentence(start + j));
    const [lead = '', ...rest] = texts;
    if (k === 0) return para(strong(lead), ' ', rest.join(' '));
    if (k === 1 && index % 2 === 0) {
      return para(
        lead,
        footnote(`Station records for page ${index + 1} are in the supplementary data.`),
        ' ',
        rest.join(' '),
      );
    }
    if (k === 2) return para(lead, ' ', em(rest[0] ?? ''), ' ', rest.slice(1).join(' '));
    return para(texts.join(' '));
  });
  const section = Math.floor(index / 5);
  const children: FileChild[] = [
    ...(index % 5 === 0 ? [heading1(`${section + 1}. ${SECTIONS[section % SECTIONS.length]}`)] : []),
    heading2(`${section + 1}.${(index % 5) + 1} ${SUBSECTIONS[index % SUBSECTIONS.length]}`),
    ...paragraphs.slice(0, 3),
  ];
  if (index % 3 === 1) children.push(heading3('Observations by station'));
  if (index % 6 === 1)
    children.push(...bulletList([[sentence(index)], [sentence(index + 1)], [sentence(index + 2)]]));
  if (index % 6 === 4)
    children.push(...numberedList([[sentence(index)], [sentence(index + 3)], [sentence(index + 5)]]));
  if (index % 4 === 3) children.push(...stationTable(index));
  children.push(...paragraphs.slice(3));
  if (index % 5 === 2) children.push(...(await stationFigure(index)));
  return children;
}

function stationTable(index: number): FileChild[] {
  const header = [
    'Station',
    'Distance (km)',
    'Copper (µg/L)',
    'Cobalt (µg/L)',
    'Sulphate (mg/L)',
    'pH',
    'Discharge (m³/s)',
  ];
  const rows = Array.from({ length: 8 }, (_, r) => [
    `K${r + 1}`,
    String(r * 42),
    (measured(index, r) * 12).toFixed(0),
    (measured(r, index) * 3).toFixed(1),
    (measured(index + r, 3) * 20).toFixed(0),
    (6.8 + (measured(index, r) % 1.1)).toFixed(1),
    (measured(r + 2, index) * 25).toFixed(0),
  ]);
  return [
    caption(`Table ${Math.floor(index / 4) + 1}. Mean concentrations and discharge by station.`),
    dataTable(header, rows),
  ];
}

async function stationFigure(index: number): Promise<FileChild[]> {
  const number = Math.floor(index / 5) + 1;
  const bars = Array.from({ length: 6 }, (_, i) => ({
    label: `K${i + 1}`,
    value: Math.round(measured(number, i) * 12),
  }));
  return figure({
    number,
    png: await barChartPng({
      heading: `Dissolved copper, year ${number} of the record`,
      unit: 'Copper (µg/L)',
      bars,
    }),
    altText: `Bar chart of mean dissolved copper in µg/L at six stations: ${bars.map((b) => `${b.label} ${b.value}`).join(', ')}.`,
    caption: `Mean dissolved copper at six stations in year ${number} of the record.`,
  });
}

export async function longManuscriptDocx(pages = 30): Promise<Buffer> {
  const bodies = await Promise.all(Array.from({ length: pages }, (_, index) => page(index)));
  return packManuscript({
    title: 'Metals in the upper Kafue River, 2014–2023',
    creator: 'Long manuscript fixture',
    children: bodies.flat(),
  });
}
