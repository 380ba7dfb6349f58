/** Check digits and national formats shared by the browser's forms and the server's schemas (country codes: countries.ts). */

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

/** Whether a time zone name is one the runtime knows (IANA). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
