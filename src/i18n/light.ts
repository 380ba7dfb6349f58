import { platformEn } from '../../contract/messages/platform.en';
import { platformZh } from '../../contract/messages/platform.zh';
import { berthEn } from './berth.en';
import { berthZh } from './berth.zh';
import type { Locale } from './locale';

/**
 * Translation for pages that load without react-admin (the sign-in page): Berth's own keys and the
 * platform's part of the shared catalogue, with the same stored locale as the signed-in app.
 */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;
export { storedLocale, storeLocale, type Locale } from './locale';

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
