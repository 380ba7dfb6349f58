import { useLocaleState } from 'react-admin';
import { COUNTRY_CODES } from '../../../contract/countries';

/** A country's name in the reader's language, from its ISO code ("Singapore", not "SG"). */
export function useCountryName(): (code: string | null | undefined) => string {
  const [locale] = useLocaleState();
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return (code) => (code ? (names.of(code) ?? code) : '');
}

/** Every country to choose from, by name in the reader's language, the code beside it. */
export function useCountryChoices(): { id: string; name: string }[] {
  const [locale] = useLocaleState();
  const name = useCountryName();
  return COUNTRY_CODES.map((code) => ({ id: code, name: `${name(code)} (${code})` })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  );
}
