/**
 * The one message catalogue of texts both sides need, in English and Chinese. The server sends a
 * message as a key with parameters (and the English text as `msg`); the browser renders the key in
 * the user's language. Keys and the parameters each template names are checked by the compiler.
 *
 * The halves live in catalogue.en.ts and catalogue.zh.ts. The server takes both from here; the
 * browser's build reads catalogue.en.ts in this module's place (vite.config.ts) and loads the
 * Chinese half with the Chinese screens (src/i18n/zh.ts), so English sessions do not carry it.
 */
import { MESSAGES_EN, type CatalogueLocale } from './catalogue.en.js';
import { MESSAGES_ZH } from './catalogue.zh.js';

export * from './catalogue.en.js';
export { MESSAGES_ZH } from './catalogue.zh.js';
export const CATALOGUES = { en: MESSAGES_EN, zh: MESSAGES_ZH } as const satisfies Record<CatalogueLocale, object>;
