import { oneLine } from './one-line.ts';

/**
 * A letter's destination: the countries we post to, each with its postal-code format, and the one check the
 * wizard, the bff and the message service all run. A code that does not fit its country's format is refused
 * before anything is sealed or paid, because a letter with a wrong code comes back weeks later.
 */
export const POSTAL_COUNTRIES = [
  'ES',
  'PT',
  'FR',
  'IT',
  'DE',
  'GB',
  'US',
  'MX',
  'AR',
  'CO',
  'CL',
  'PE',
] as const;
export type PostalCountry = (typeof POSTAL_COUNTRIES)[number];

type CountryFormat = {
  /** The postal code, after trimming and upper-casing. */
  postalCode: RegExp;
  /** A code people of that country would recognise, shown as the field's placeholder. */
  example: string;
  /** Whether a state or province line is needed for the letter to arrive. */
  regionRequired: boolean;
};

export const POSTAL_FORMATS: Record<PostalCountry, CountryFormat> = {
  // Spain: five digits, the first two a province from 01 to 52.
  ES: { postalCode: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/, example: '28013', regionRequired: false },
  PT: { postalCode: /^\d{4}-\d{3}$/, example: '1100-148', regionRequired: false },
  FR: { postalCode: /^\d{5}$/, example: '75001', regionRequired: false },
  IT: { postalCode: /^\d{5}$/, example: '00184', regionRequired: false },
  DE: { postalCode: /^\d{5}$/, example: '10115', regionRequired: false },
  // The Royal Mail's outward and inward parts, with the single space between them.
  GB: {
    postalCode: /^(GIR 0AA|[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})$/,
    example: 'SW1A 1AA',
    regionRequired: false,
  },
  US: { postalCode: /^\d{5}(-\d{4})?$/, example: '10001', regionRequired: true },
  MX: { postalCode: /^\d{5}$/, example: '06700', regionRequired: true },
  // The old four digits, or the CPA (a province letter, four digits, three letters).
  AR: { postalCode: /^(\d{4}|[A-HJ-NP-Z]\d{4}[A-Z]{3})$/, example: 'C1425DBA', regionRequired: true },
  CO: { postalCode: /^\d{6}$/, example: '110111', regionRequired: false },
  CL: { postalCode: /^\d{7}$/, example: '8320000', regionRequired: false },
  PE: { postalCode: /^\d{5}$/, example: '15001', regionRequired: false },
};

export const POSTAL_LIMITS = { name: 100, line: 100, city: 60, region: 60 } as const;

export type PostalAddress = {
  /** Who the envelope is addressed to. */
  name: string;
  line1: string;
  line2: string;
  postalCode: string;
  city: string;
  region: string;
  country: PostalCountry;
};

export type PostalAddressInput = { [K in keyof PostalAddress]?: string | undefined };

export type PostalAddressField = keyof PostalAddress;

export type PostalAddressProblem = {
  field: PostalAddressField;
  reason:
    | 'POSTAL_NAME_REQUIRED'
    | 'POSTAL_LINE_REQUIRED'
    | 'POSTAL_CITY_REQUIRED'
    | 'POSTAL_CODE_INVALID'
    | 'POSTAL_REGION_REQUIRED'
    | 'POSTAL_COUNTRY_INVALID'
    | 'POSTAL_FIELD_TOO_LONG';
};

export function isPostalCountry(value: string): value is PostalCountry {
  return (POSTAL_COUNTRIES as readonly string[]).includes(value);
}

/** Every problem with an address, in the order the form shows its fields; none means it can be posted. */
export function postalAddressProblems(input: PostalAddressInput): PostalAddressProblem[] {
  const problems: PostalAddressProblem[] = [];
  const address = normalisePostalAddress(input);
  const tooLong = (field: PostalAddressField, limit: number) => {
    if (address[field].length > limit) problems.push({ field, reason: 'POSTAL_FIELD_TOO_LONG' });
  };
  if (!address.name) problems.push({ field: 'name', reason: 'POSTAL_NAME_REQUIRED' });
  tooLong('name', POSTAL_LIMITS.name);
  if (!address.line1) problems.push({ field: 'line1', reason: 'POSTAL_LINE_REQUIRED' });
  tooLong('line1', POSTAL_LIMITS.line);
  tooLong('line2', POSTAL_LIMITS.line);
  const country = address.country;
  if (!isPostalCountry(country)) {
    problems.push({ field: 'country', reason: 'POSTAL_COUNTRY_INVALID' });
    return problems;
  }
  if (!POSTAL_FORMATS[country].postalCode.test(address.postalCode)) {
    problems.push({ field: 'postalCode', reason: 'POSTAL_CODE_INVALID' });
  }
  if (!address.city) problems.push({ field: 'city', reason: 'POSTAL_CITY_REQUIRED' });
  tooLong('city', POSTAL_LIMITS.city);
  if (POSTAL_FORMATS[country].regionRequired && !address.region) {
    problems.push({ field: 'region', reason: 'POSTAL_REGION_REQUIRED' });
  }
  tooLong('region', POSTAL_LIMITS.region);
  return problems;
}

/** The address as it is stored and printed: trimmed, single-spaced, code and country upper-case. */
export function normalisePostalAddress(input: PostalAddressInput): Omit<PostalAddress, 'country'> & {
  country: string;
} {
  return {
    name: oneLine(input.name),
    line1: oneLine(input.line1),
    line2: oneLine(input.line2),
    postalCode: oneLine(input.postalCode).toUpperCase(),
    city: oneLine(input.city),
    region: oneLine(input.region),
    country: oneLine(input.country).toUpperCase(),
  };
}

/** The address's lines as an envelope shows them, in the order the country's post reads them. */
export function postalAddressLines(address: PostalAddress): string[] {
  const { name, line1, line2, postalCode, city, region, country } = address;
  const locality =
    country === 'US'
      ? `${city}, ${region} ${postalCode}`
      : country === 'GB'
        ? city
        : [postalCode, city, region ? `(${region})` : ''].filter(Boolean).join(' ');
  // International mail ends with the country, in capitals, on its own line.
  const lastLine = countryName(country).toUpperCase();
  return [name, line1, line2, locality, country === 'GB' ? postalCode : '', lastLine].filter(Boolean);
}

/** The destination country as the post reads it: in Spanish, the sending post office's language. */
export function countryName(country: PostalCountry, language: 'es' | 'en' = 'es'): string {
  return new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
}
