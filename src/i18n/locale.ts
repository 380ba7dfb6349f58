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
  applyDocumentLang(locale);
}

/**
 * The page's `lang` follows the reader's language (WCAG 3.1.1), so a screen reader speaks Chinese
 * texts with a Chinese voice: set when this module loads (sign-in page and app alike), when the
 * sign-in page switches, and by LocaleTheme when react-admin switches.
 */
export function applyDocumentLang(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
}
applyDocumentLang(storedLocale());
