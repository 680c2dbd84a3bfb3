import type { RegionOption } from '@atrium/contract';

// [name, iso2] lists; ids are stable per country (country block + position) so a stored id keeps its meaning.
const US: [string, string][] = [
  ['Alabama', 'AL'], ['Alaska', 'AK'], ['Arizona', 'AZ'], ['Arkansas', 'AR'], ['California', 'CA'], ['Colorado', 'CO'],
  ['Connecticut', 'CT'], ['Delaware', 'DE'], ['Florida', 'FL'], ['Georgia', 'GA'], ['Hawaii', 'HI'], ['Idaho', 'ID'],
  ['Illinois', 'IL'], ['Indiana', 'IN'], ['Iowa', 'IA'], ['Kansas', 'KS'], ['Kentucky', 'KY'], ['Louisiana', 'LA'],
  ['Maine', 'ME'], ['Maryland', 'MD'], ['Massachusetts', 'MA'], ['Michigan', 'MI'], ['Minnesota', 'MN'], ['Mississippi', 'MS'],
  ['Missouri', 'MO'], ['Montana', 'MT'], ['Nebraska', 'NE'], ['Nevada', 'NV'], ['New Hampshire', 'NH'], ['New Jersey', 'NJ'],
  ['New Mexico', 'NM'], ['New York', 'NY'], ['North Carolina', 'NC'], ['North Dakota', 'ND'], ['Ohio', 'OH'], ['Oklahoma', 'OK'],
  ['Oregon', 'OR'], ['Pennsylvania', 'PA'], ['Rhode Island', 'RI'], ['South Carolina', 'SC'], ['South Dakota', 'SD'],
  ['Tennessee', 'TN'], ['Texas', 'TX'], ['Utah', 'UT'], ['Vermont', 'VT'], ['Virginia', 'VA'], ['Washington', 'WA'],
  ['West Virginia', 'WV'], ['Wisconsin', 'WI'], ['Wyoming', 'WY'],
  ['District of Columbia', 'DC'],
  ['American Samoa', 'AS'], ['Guam', 'GU'], ['Northern Mariana Islands', 'MP'], ['Puerto Rico', 'PR'], ['United States Virgin Islands', 'VI'],
  ['United States Minor Outlying Islands', 'UM'],
  ['Baker Island', 'UM-81'], ['Howland Island', 'UM-84'], ['Jarvis Island', 'UM-86'], ['Johnston Atoll', 'UM-67'],
  ['Midway Atoll', 'UM-71'], ['Palmyra Atoll', 'UM-95'], ['Wake Island', 'UM-79'],
];

const KY: [string, string][] = [
  ['Bodden Town', 'BT'], ['East End', 'EE'], ['George Town', 'GT'], ['North Side', 'NS'], ['Sister Islands', 'SI'], ['West Bay', 'WB'],
];

const VG: [string, string][] = [['Anegada', 'AN'], ['Jost Van Dyke', 'JVD'], ['Tortola', 'TT'], ['Virgin Gorda', 'VGO'], ['Other Islands', 'OI']];

const withIds = (block: number, list: [string, string][]): RegionOption[] => list.map(([name, iso2], i) => ({ id: block + i + 1, name, iso2 }));

/** States and territories by country iso2 (spec 1 §3): United States (64), Cayman Islands (6), British Virgin Islands (5). */
export const STATES_BY_COUNTRY: Record<string, RegionOption[]> = {
  US: withIds(1000, US),
  KY: withIds(2000, KY),
  VG: withIds(3000, VG),
};
