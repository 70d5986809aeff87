/**
 * The Word manuscripts of three demo articles, whose full text the article page shows once the
 * server has converted them (issue 28). Each is a body as an author's Word file holds it: sections
 * in the built-in heading styles, lists, a table, a figure with its caption, footnotes and an endnote;
 * the title, authors and references live in the article's record, not here.
 */
import type { FileChild } from 'docx';
import type { DemoArticle } from './demo-content';
import {
  barChartPng,
  bulletList,
  caption,
  dataTable,
  em,
  endnote,
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

async function hermeticBags(): Promise<FileChild[]> {
  return [
    heading1('Introduction'),
    para(
      'Maize is the staple food of Eastern Province. Most smallholder households harvest it in April and May and must make it last until the next harvest, keeping the shelled grain in woven polypropylene sacks in the house or in a separate store. Two insects do most of the damage there: the maize weevil (',
      em('Sitophilus zeamais'),
      ') and the larger grain borer (',
      em('Prostephanus truncatus'),
      '), which bores through whole cobs and sacks alike.',
      footnote(
        'The larger grain borer was first confirmed in Zambia in 1993, in the districts bordering Tanzania; it is now found in every province.',
      ),
    ),
    para(
      'Hermetic bags need no chemicals. A polyethylene liner sealed tightly around the grain lets the respiration of insects and grain use up the oxygen, and insects stop feeding and die once it falls below about 5%. Trials on research stations have reported large savings, ',
      strong(
        'but evidence from farm stores, where bags are opened, resealed and exposed to rodents, is scarce.',
      ),
      ' This study asked three questions:',
    ),
    ...numberedList([
      ['How much grain is lost in hermetic bags and in treated sacks over a full storage season on farms?'],
      ['Does grain in hermetic bags keep its moisture content and its germination?'],
      ['At local prices, does a bag pay for itself?'],
    ]),
    heading1('Methods'),
    heading2('Study sites and households'),
    para(
      'The trial ran from June 2022 to February 2023 in Chipata and Katete districts, which share a single rainy season of 900 to 1,000 mm a year. Agricultural extension officers listed the households that had harvested at least 600 kg of maize, and 48 were drawn at random, 24 in each district.',
    ),
    heading3('Storage treatments'),
    para('Each household stored 100 kg of its own shelled grain in each of two containers:'),
    ...bulletList([
      [
        'a triple-layer hermetic bag, two high-density polyethylene liners inside a woven outer sack, tied as the manufacturer instructs;',
      ],
      [
        'a standard polypropylene sack, the grain mixed with a pirimiphos-methyl and permethrin dust at the recommended rate.',
      ],
    ]),
    para(
      "Both containers stood side by side on a raised wooden platform in the household's usual store. Households took grain for food as they normally would, and what they took was weighed and recorded.",
    ),
    heading3('Measurements'),
    para(
      'Every six weeks an enumerator drew a 1 kg sample with a sampling spear from the top, middle and bottom of each container. Moisture content was read with a calibrated capacitance meter, insects were counted after sieving, weight loss was estimated by the count-and-weigh method',
      footnote(
        'The count-and-weigh method compares the mean weight of damaged and undamaged kernels; it underestimates loss once insects have reduced kernels to dust, so the figures for sacks are conservative.',
      ),
      ', and 100 kernels were germinated on moist paper.',
    ),
    heading1('Results'),
    para(
      'Grain went into storage at a mean moisture content of 12.6%, and neither container let it rise above the 13.5% considered safe (Table 1). Insect numbers diverged within six weeks: in hermetic bags live insects fell to almost none, while in treated sacks they rose steadily once the dust lost its effect, from about the third month.',
    ),
    caption(
      'Table 1. Moisture, live insects, weight loss and germination in the two containers (means of 48 households).',
    ),
    dataTable(
      [
        'Week',
        'Moisture, bag (%)',
        'Moisture, sack (%)',
        'Live insects, bag (per kg)',
        'Live insects, sack (per kg)',
        'Weight loss, bag (%)',
        'Weight loss, sack (%)',
        'Germination, bag (%)',
        'Germination, sack (%)',
      ],
      [
        ['0', '12.6', '12.6', '4', '4', '0.0', '0.0', '94', '94'],
        ['6', '12.7', '12.4', '1', '9', '0.2', '0.6', '93', '92'],
        ['12', '12.8', '12.2', '0', '27', '0.5', '2.1', '93', '88'],
        ['18', '12.9', '12.1', '0', '64', '0.8', '4.9', '92', '81'],
        ['24', '13.0', '12.3', '0', '118', '1.2', '7.8', '91', '72'],
        ['30', '13.1', '12.6', '1', '171', '1.5', '10.3', '90', '63'],
        ['35', '13.2', '12.9', '1', '203', '1.8', '12.4', '90', '57'],
      ],
    ),
    para(
      'By the end of the season mean weight loss was ',
      strong('1.8% in hermetic bags and 12.4% in treated sacks'),
      '. Germination stayed at 90% in bags but fell to 57% in sacks, which matters to the many households that keep part of their grain as seed.',
    ),
    heading2('Punctured bags'),
    para(
      'Rodents punctured nine of the 48 bags, mostly in stores without a raised platform. Bags patched within a week lost little, but those left unpatched lost 7.9% of their grain on average, closer to the sacks than to intact bags (Figure 1).',
    ),
    ...figure({
      number: 1,
      png: await barChartPng({
        heading: 'Weight loss of maize after 35 weeks',
        unit: 'Weight loss (%)',
        bars: [
          { label: 'Intact bag', value: 1.1 },
          { label: 'Patched bag', value: 2.6 },
          { label: 'Unpatched bag', value: 7.9 },
          { label: 'Treated sack', value: 12.4 },
        ],
      }),
      altText:
        'Bar chart of mean weight loss after 35 weeks: intact hermetic bags 1.1%, punctured bags patched within a week 2.6%, punctured bags left unpatched 7.9%, insecticide-treated sacks 12.4%.',
      caption:
        'Mean weight loss of maize after 35 weeks by container; punctured bags are shown apart, by whether they were patched within a week.',
    }),
    heading1('Discussion'),
    para(
      'On farms, hermetic storage kept its advantage as long as the bag stayed whole. ',
      em('A bag is only as good as its seal'),
      ': one rat hole lets oxygen in, and insects then multiply as fast as in an ordinary sack. Raised platforms, rodent control and a patch kit belong with the bag.',
    ),
    para(
      'A triple-layer bag cost ZMW 65 in district markets in 2022 and lasts about three seasons. The 10.6 kg of grain it saved on every 100 kg stored was worth about ZMW 95 at the lean-season price of ZMW 9 per kilogram',
      endnote(
        'Prices are the means of weekly observations at Chipata and Katete markets from December 2022 to February 2023, collected by the district agricultural offices.',
      ),
      ', so the bag paid for itself in its first season.',
    ),
    heading1('Conclusion'),
    para(
      'Hermetic bags cut the storage loss of maize on Eastern Province farms from about one eighth of the grain to under 2% over eight months, kept its germination and paid for themselves within a season. Extension advice should give as much weight to protecting the bag from rodents as to the bag itself.',
    ),
  ];
}

async function karibaInflow(): Promise<FileChild[]> {
  return [
    heading1('Introduction'),
    para(
      'Lake Kariba, impounded in 1958, is the largest man-made reservoir in the world by volume. It feeds the Kariba North Bank and Kariba South Bank power stations, 2,130 MW between them, and the Zambezi River Authority allocates its water to the two utilities each year, before the rainy season has shown how much water will arrive.',
    ),
    para(
      'In three recent droughts the lake fell close to its minimum operating level',
      footnote(
        'Levels are in metres above sea level: the minimum operating level for generation is 475.50 m and the full supply level 488.50 m.',
      ),
      ', and allocations had to be cut in the middle of the year, when little could be done to soften the consequences. A forecast of the November-to-April inflow issued in October would let allocations be set with the coming season in view.',
    ),
    heading1('Methods'),
    heading2('Data'),
    para(
      "Seasonal inflow was computed from daily flows at Victoria Falls and on the main tributaries below it, together with the reservoir's water balance, for the 44 seasons from 1980–81 to 2023–24. The candidate predictors were:",
    ),
    ...bulletList([
      [
        'flow at Victoria Falls in September and October, the water already in transit from the upper Zambezi and the Barotse floodplain;',
      ],
      ['satellite rainfall estimates over the upper catchment from July to September;'],
      [
        'the Niño 3.4 sea-surface temperature anomaly and the Indian Ocean Dipole Mode Index, averaged over August to October.',
      ],
    ]),
    heading2('Models'),
    heading3('Statistical and machine-learning methods'),
    para(
      'We compared multiple linear regression, gradient-boosted trees and a random forest of 500 trees with the regression on October flow that the Authority now uses. Every model was evaluated by ',
      em('leave-one-season-out'),
      ' cross-validation, so that no season was forecast by a model that had seen it.',
    ),
    heading3('Reservoir simulation'),
    para(
      "To judge what better forecasts would have been worth, a monthly water-balance model of the lake was run for 2015 to 2024 with allocations set each October from the forecast in hand, under the Authority's rule that the lake stays at least 1 m above its minimum operating level.",
    ),
    heading1('Results'),
    para(
      'The random forest explained ',
      strong('71% of the variance'),
      ' in seasonal inflow, against 48% for the current method (Figure 1). It did best where it matters most: it flagged six of the seven driest seasons of the record as below normal, including 2023–24, which the current method forecast as close to average (Table 1).',
    ),
    ...figure({
      number: 1,
      png: await barChartPng({
        heading: 'Skill of seasonal inflow forecasts, 1980–2024',
        unit: 'Variance explained (%)',
        bars: [
          { label: 'Current method', value: 48 },
          { label: 'Linear regression', value: 55 },
          { label: 'Boosted trees', value: 66 },
          { label: 'Random forest', value: 71 },
        ],
      }),
      altText:
        'Bar chart of the share of variance in November-to-April inflow explained in cross-validation: current regression 48%, multiple linear regression 55%, gradient-boosted trees 66%, random forest 71%.',
      caption:
        'Share of the variance in seasonal inflow to Lake Kariba explained by each method in leave-one-season-out cross-validation, 1980–81 to 2023–24.',
    }),
    caption('Table 1. Observed and forecast inflow in the driest seasons of the record.'),
    dataTable(
      [
        'Season',
        'Observed (km³)',
        'Random forest (km³)',
        'Current method (km³)',
        'Random forest error (%)',
        'Current method error (%)',
        'Lowest level (m)',
      ],
      [
        ['1991–92', '9.8', '11.2', '17.5', '14', '79', '479.2'],
        ['1994–95', '11.4', '12.9', '16.8', '13', '47', '480.1'],
        ['2004–05', '12.1', '14.0', '15.9', '16', '31', '481.0'],
        ['2015–16', '10.3', '11.6', '18.4', '13', '79', '477.3'],
        ['2018–19', '8.9', '10.7', '17.2', '20', '93', '476.6'],
        ['2023–24', '8.1', '9.5', '19.0', '17', '135', '475.8'],
      ],
    ),
    heading1('Discussion'),
    para(
      "Most of the random forest's skill came from water already in the system: October flow at Victoria Falls shows how much the Barotse floodplain still holds, and that water reaches the lake over the following months. The ocean indices added skill mainly in El Niño years, when southern Africa tends to be dry.",
      footnote(
        'Permutation importance ranked October flow at Victoria Falls first, the Niño 3.4 anomaly second and September catchment rainfall third; the Indian Ocean Dipole added little once the other two were present.',
      ),
    ),
    heading2('What earlier warning would have changed'),
    para(
      'In the simulation, allocations set from the random-forest forecast would have been cut by about a fifth in October 2018 rather than by almost half in mid-2019. Generation would have been lower in the months before the drought was obvious, ',
      em('but the lake would not have approached its minimum operating level'),
      ', and the worst load-shedding of 2019 would have been avoided. We suggest three steps towards operational use:',
    ),
    ...numberedList([
      ['issue the forecast in the first week of October, with its range of uncertainty;'],
      ['update it in December, once the early rains are known;'],
      ['publish the code and input data, so that both utilities can reproduce each forecast.'],
    ]),
    heading1('Conclusion'),
    para(
      'A random forest built on public data forecasts the seasonal inflow to Lake Kariba markedly better than the method now in use and gives warning of most droughts in October. It is ready to support the annual allocation',
      endnote(
        'The code and input series are archived with the supplementary material; every input is an openly published gauge, satellite rainfall or sea-surface temperature record.',
      ),
      '.',
    ),
  ];
}

async function solarMiniGrids(): Promise<FileChild[]> {
  const sites = [
    ['A', 'Luapula', '150', '420', '612', '41', '98.6', '0.6', '0.38'],
    ['B', 'Northern', '120', '360', '488', '37', '98.1', '0.9', '0.41'],
    ['C', 'North-Western', '100', '300', '402', '33', '97.9', '1.1', '0.43'],
    ['D', 'Luapula', '80', '240', '351', '29', '97.4', '1.4', '0.46'],
    ['E', 'Northern', '60', '180', '263', '24', '97.0', '1.9', '0.49'],
    ['F', 'North-Western', '60', '160', '240', '21', '96.8', '2.2', '0.52'],
    ['G', 'Luapula', '45', '130', '198', '18', '96.5', '2.6', '0.55'],
    ['H', 'Northern', '40', '120', '171', '15', '96.2', '3.0', '0.58'],
    ['I', 'North-Western', '30', '90', '126', '12', '95.9', '3.4', '0.61'],
  ];
  return [
    heading1('Introduction'),
    para(
      "About two thirds of Zambia's rural households had no electricity in 2022",
      footnote(
        'Zambia Statistics Agency, 2022 Census of Population and Housing, which counts households with any supply, solar home systems included.',
      ),
      ', and the national electrification plan expects solar mini-grids to serve the villages that the grid will not reach for decades.',
    ),
    para(
      'Developers bid for concessions, and the Energy Regulation Board approves their tariffs, on costs estimated with design tools. Whether those estimates hold once a system has run through two rainy seasons is rarely checked, because operating data stay with the developers. We obtained two years of metered data from nine mini-grids and ask ',
      strong('what their energy actually cost'),
      ' and ',
      strong('how reliable their supply was'),
      '.',
    ),
    heading1('Methods'),
    heading2('Sites'),
    para(
      'The nine mini-grids were commissioned between 2019 and 2021 and range from 30 to 150 kWp of photovoltaic capacity, with lithium-ion batteries at the six largest sites and lead-acid batteries at the three smallest (Table 1).',
    ),
    caption('Table 1. The nine mini-grids and their performance, 2022–2023.'),
    dataTable(
      [
        'Site',
        'Province',
        'PV (kWp)',
        'Battery (kWh)',
        'Customers',
        'Daytime demand (%)',
        'Hours with supply (%)',
        'Energy not served (%)',
        'LCOE (US$/kWh)',
      ],
      sites,
    ),
    heading3('Cost and reliability'),
    para(
      "The levelised cost of energy (LCOE) divides the capital cost, two years' operating costs and the battery replacements due over a 20-year life, discounted at a real rate of 10%, by the energy delivered to customers.",
      footnote(
        'Capital costs are those reported to the Rural Electrification Authority, net of grants, so that sites financed on different terms compare alike; kwacha were converted at the mean rate of each year.',
      ),
      ' Reliability was measured in two ways:',
    ),
    ...bulletList([
      ['the share of hours in which customers had supply;'],
      [
        "the energy not served, as a share of the demand that would have been met without outages, estimated from each customer's use in the same hour of neighbouring days.",
      ],
    ]),
    heading1('Results'),
    para(
      'The LCOE ranged from US$0.38 to US$0.61 per kWh and fell with size and with the share of demand in daylight hours (Figure 1). Supply was available in 97.2% of hours across the sites, but outages clustered in the rains: ',
      strong('81% of the hours without supply fell between December and March'),
      ', when runs of overcast days emptied the batteries.',
    ),
    ...figure({
      number: 1,
      png: await barChartPng({
        heading: 'Levelised cost of energy by site, 2022–2023',
        unit: 'US$ per kWh',
        bars: sites.map(([site, , , , , , , , lcoe]) => ({ label: `Site ${site}`, value: Number(lcoe) })),
      }),
      altText:
        'Bar chart of the levelised cost of energy at the nine sites, rising steadily from US$0.38 per kWh at site A, the largest, to US$0.61 per kWh at site I, the smallest.',
      caption: 'Levelised cost of energy at the nine mini-grids, in order of installed capacity, 2022–2023.',
    }),
    heading2('Battery replacement'),
    para(
      'Batteries were the largest single lifetime cost, 31% to 44% of the total. The lead-acid banks at sites G to I had lost a fifth of their capacity within two years and will need replacing long before the ten years assumed at design.',
    ),
    heading1('Discussion'),
    para(
      'Daytime customers matter more than any technical choice. A maize mill or a welder working at noon uses solar energy as it is produced, without passing it through a battery, and so lowers both the cost of each kWh and the evening outages that empty batteries cause. Developers can encourage such demand by:',
    ),
    ...numberedList([
      ['offering productive users a lower daytime tariff;'],
      ['financing electric mills, welders and refrigerators on credit repaid through the electricity bill;'],
      ['siting new mini-grids where such businesses already exist or are planned.'],
    ]),
    para(
      'Together these measures could bring the LCOE of mid-sized sites ',
      em('below US$0.35 per kWh'),
      '.',
      endnote(
        'The estimate raises the daytime share of demand at each site to 41%, the share at site A, and keeps every other cost as measured.',
      ),
    ),
    heading1('Conclusion'),
    para(
      'Operating data from nine Zambian mini-grids show costs of US$0.38 to US$0.61 per kWh and supply in 97% of hours, with most outages in the rainy season. Regulators and developers should plan for battery replacement, and for daytime demand, from the start.',
    ),
  ];
}

/** The body of each demo article that has a full text, by slug: a field trial, a forecasting model, an energy survey. */
const BODIES: Record<string, () => Promise<FileChild[]>> = {
  'hermetic-bags-maize-storage-eastern-province': hermeticBags,
  'kariba-inflow-forecasting-drought': karibaInflow,
  'cost-reliability-off-grid-solar-mini-grids': solarMiniGrids,
};

export const DEMO_FULL_TEXT_SLUGS: string[] = Object.keys(BODIES);

/** The Word manuscript of a demo article named in DEMO_FULL_TEXT_SLUGS, its first author as the file's author. */
export async function demoFullTextDocx(
  article: Pick<DemoArticle, 'slug' | 'title' | 'author'>,
): Promise<Buffer> {
  const body = BODIES[article.slug];
  if (!body) throw new Error(`The demo article ${article.slug} has no full text`);
  const [firstAuthor = article.author] = article.author.split(',');
  return packManuscript({ title: article.title, creator: firstAuthor.trim(), children: await body() });
}
