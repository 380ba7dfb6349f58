/** The reader's stored language, readable before any catalogue has loaded (index.ts, light.ts). */
export type Locale = 'en' | 'zh';

// react-admin's localStorageStore keeps the locale under this key, JSON-encoded.
const LOCALE_KEY = 'RaStore.locale';

export function storedLocale(): Locale {
  try {
    return JSON.parse(localStorage.getItem(LOCALE_KEY) ?? '"en"') === 'zh' ? 'zh' : 'en';
  } catch {
    return 'en';
  }
}

export function storeLocale(locale: Locale): void {
  localStorage.setItem(LOCALE_KEY, JSON.stringify(locale));
}
