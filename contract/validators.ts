/** Check digits and national formats shared by the browser's forms and the server's schemas. */

/** IMO ship number: 7 digits; the last is Σ(digit × weight 7…2) of the first six, mod 10. */
export function isValidImo(value: string): boolean {
  if (!/^\d{7}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 6).reduce((acc, d, i) => acc + d * (7 - i), 0);
  return sum % 10 === digits[6];
}

/** ISO 17442 LEI: 18 alphanumerics and 2 check digits; the whole, letters as 10–35, is 1 mod 97. */
export function isValidLei(value: string): boolean {
  if (!/^[0-9A-Z]{18}[0-9]{2}$/.test(value)) return false;
  let remainder = 0;
  for (const ch of value) {
    const n = Number.parseInt(ch, 36);
    // Letters stand for two digits, digits for one (ISO 7064 MOD 97-10).
    remainder = n >= 10 ? (remainder * 100 + n) % 97 : (remainder * 10 + n) % 97;
  }
  return remainder === 1;
}

/**
 * Singapore UEN, by its three published formats: businesses nnnnnnnnX, local companies
 * yyyynnnnnX, and other entities TyyPQnnnnX / SyyPQnnnnX (T = 20yy, S = 19yy, PQ the entity type).
 */
export function isValidUen(value: string, now = new Date()): boolean {
  if (/^\d{8}[A-Z]$/.test(value)) return true;
  const year = now.getUTCFullYear();
  const company = /^(\d{4})\d{5}[A-Z]$/.exec(value);
  if (company) {
    const y = Number(company[1]);
    return y >= 1800 && y <= year;
  }
  const other = /^([TS])(\d{2})([A-Z]{2})\d{4}[A-Z]$/.exec(value);
  if (other) {
    const y = (other[1] === 'T' ? 2000 : 1900) + Number(other[2]);
    return y <= year;
  }
  return false;
}

/** ISO 3166-1 alpha-2 codes; names come from Intl.DisplayNames in the reader's language. */
export const COUNTRY_CODES = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS',
  'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN',
  'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE',
  'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM',
  'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM',
  'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC',
  'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK',
  'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG',
  'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS',
  'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO',
  'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;
const COUNTRY_SET = new Set<string>(COUNTRY_CODES);
export const isCountryCode = (value: string): boolean => COUNTRY_SET.has(value);

/** Whether a time zone name is one the runtime knows (IANA). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
