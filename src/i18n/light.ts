import { platformEn } from '../../contract/messages/platform.en';
import { platformZh } from '../../contract/messages/platform.zh';
import { berthEn } from './berth.en';
import { berthZh } from './berth.zh';

/**
 * Translation for pages that load without react-admin (the sign-in page): Berth's own keys and the
 * platform's part of the shared catalogue, with the same stored locale as the signed-in app.
 */
export type Locale = 'en' | 'zh';
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

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

type Tree = { readonly [k: string]: string | Tree };

export function makeTranslate(locale: Locale): Translate {
  const root: Tree = locale === 'zh' ? { ...platformZh, berth: berthZh } : { ...platformEn, berth: berthEn };
  return (key, vars) => {
    let node: string | Tree | undefined = root;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    const text = typeof node === 'string' ? node : key;
    // As polyglot does: a placeholder without a value stays, so a template can be read as it is.
    return text.replace(/%\{(\w+)\}/g, (m, name: string) => (vars?.[name] === undefined ? m : String(vars[name])));
  };
}
