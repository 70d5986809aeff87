import { JOURNAL, SUBJECT_AREAS } from '@journal/common/constants';

/** The board as listed on the editorial board page; the Editor-in-Chief comes from JOURNAL. */
export type Member = {
  name: string;
  affiliation: string;
  expertise: string;
};

const HOME = `${JOURNAL.publisher}, Lusaka, Zambia`;

export const EDITOR_IN_CHIEF: Member = {
  name: JOURNAL.editorInChief,
  affiliation: `Department of Civil and Environmental Engineering, ${HOME}`,
  expertise: 'Structural engineering, durability of concrete infrastructure',
};

export const ASSOCIATE_EDITORS: Member[] = [
  {
    name: 'Dr. Natasha Mulenga',
    affiliation: `Department of Computer Science, ${HOME}`,
    expertise: `${SUBJECT_AREAS.computer}: machine learning, data systems`,
  },
  {
    name: 'Dr. Bwalya Kasonde',
    affiliation: `Department of Electrical and Electronic Engineering, ${HOME}`,
    expertise: `${SUBJECT_AREAS.electrical}: power systems, renewable energy integration`,
  },
  {
    name: 'Prof. Tendai Moyo',
    affiliation:
      'Department of Mechanical Engineering, Limpopo Valley University of Technology, South Africa',
    expertise: `${SUBJECT_AREAS.mechanical}: thermofluids, advanced manufacturing`,
  },
  {
    name: 'Dr. Chipo Banda',
    affiliation: `Department of Civil and Environmental Engineering, ${HOME}`,
    expertise: `${SUBJECT_AREAS.civil}: water resources, hydraulic engineering`,
  },
  {
    name: 'Dr. Amina Otieno',
    affiliation: 'Faculty of Applied Sciences, Luangwa Polytechnic University, Chipata, Zambia',
    expertise: `${SUBJECT_AREAS.biotech}: bioprocess engineering, food biotechnology`,
  },
];

export const BOARD_MEMBERS: Member[] = [
  {
    name: 'Prof. Joseph Phiri',
    affiliation: 'School of Mines, Luangwa Polytechnic University, Chipata, Zambia',
    expertise: 'Mineral processing, mine ventilation',
  },
  {
    name: 'Dr. Grace Nyirenda',
    affiliation: 'Department of Electrical Engineering, Shire Highlands University of Technology, Malawi',
    expertise: 'Telecommunications, signal processing',
  },
  {
    name: 'Dr. Kelvin Mwansa',
    affiliation: `Department of Civil and Environmental Engineering, ${HOME}`,
    expertise: 'Geotechnical engineering, expansive soils',
  },
  {
    name: 'Prof. Adaeze Okonkwo',
    affiliation: 'Department of Materials Engineering, Benue Valley Institute of Technology, Nigeria',
    expertise: 'Materials science, corrosion',
  },
  {
    name: 'Dr. Lars Henriksen',
    affiliation: 'Department of Energy Technology, Nordvik University of Applied Sciences, Norway',
    expertise: 'Solar energy systems, energy storage',
  },
  {
    name: 'Dr. Ruth Mumba',
    affiliation: `Department of Civil and Environmental Engineering, ${HOME}`,
    expertise: 'Wastewater treatment, environmental engineering',
  },
  {
    name: 'Dr. Samuel Tembo',
    affiliation: 'Department of Agricultural Engineering, Okavango University of Science, Botswana',
    expertise: 'Irrigation, biosystems engineering',
  },
  {
    name: 'Dr. Esther Lungu',
    affiliation: `Department of Mathematics and Statistics, ${HOME}`,
    expertise: 'Applied mathematics, engineering education',
  },
];
