/** The 13 provinces and territories (code, name), in the spec's order. */
export const PROVINCES = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
] as const;

export type Province = (typeof PROVINCES)[number];
export type ProvinceCode = Province['code'];
export type ProvinceName = Province['name'];

export const PROVINCE_CODES = PROVINCES.map((p) => p.code) as [ProvinceCode, ...ProvinceCode[]];
export const PROVINCE_NAMES = PROVINCES.map((p) => p.name) as [ProvinceName, ...ProvinceName[]];

/** Rates may be published for a province or for the whole country. */
export const NATIONAL = 'National';
export type RateRegion = ProvinceName | typeof NATIONAL;
export const RATE_REGIONS = [...PROVINCE_NAMES, NATIONAL] as [RateRegion, ...RateRegion[]];

/** The rates view's default province (spec: ON). */
export const DEFAULT_PROVINCE_CODE: ProvinceCode = 'ON';

/** The six locations of the quote dialog, in the spec's order (default Ontario). */
export const QUOTE_LOCATIONS = [
  'Ontario',
  'Quebec',
  'British Columbia',
  'Alberta',
  'Manitoba',
  'Saskatchewan',
] as const satisfies readonly ProvinceName[];
export type QuoteLocation = (typeof QUOTE_LOCATIONS)[number];

function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

/** Finds a province by code ('on') or name ('Ontario', 'Québec'), case-insensitively. */
export function findProvince(codeOrName: string | null | undefined): Province | undefined {
  if (typeof codeOrName !== 'string') return undefined;
  const key = fold(codeOrName);
  return PROVINCES.find((p) => p.code.toLowerCase() === key || fold(p.name) === key);
}
