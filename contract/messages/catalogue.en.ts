/**
 * The shared catalogue's English half, its keys' types and `textOf`. The browser's build reads this
 * module wherever code imports `contract/messages/index.ts` (vite.config.ts), so an English session
 * carries no Chinese; the Chinese half (catalogue.zh.ts) adds its lookup when it loads: with the
 * Chinese screens in the browser, at start on the server (index.ts imports both).
 */
import { bargingTextsEn } from './barging.en.js';
import { formsEn } from './forms.en.js';
import { documentsEn } from './documents.en.js';
import { vettingEn } from './vetting.en.js';
import { excelEn } from './excel.en.js';
import { pilotageEn } from './pilotage.en.js';
import { billingEn } from './billing.en.js';
import { platformEn } from './platform.en.js';
import { peopleEn } from './people.en.js';
import { mailEn } from './mail.en.js';
import { mailPreferencesEn } from './mailPreferences.en.js';
import { portCallEn } from './portCall.en.js';
import { qualityEn } from './quality.en.js';
import { invoicesEn } from './invoices.en.js';
import { lookupIn, renderMessage, type Lookup, type Message, type ParamValue } from './render.js';

export {
  escapeHtml,
  fillText,
  lookupIn,
  placeholders,
  renderMessage,
  type Lookup,
  type Message,
  type ParamValue,
} from './render.js';
export type { Translation } from './shape.js';

export const MESSAGES_EN = {
  ...platformEn,
  ...formsEn,
  ...bargingTextsEn,
  ...documentsEn,
  ...vettingEn,
  ...excelEn,
  ...pilotageEn,
  ...billingEn,
  ...peopleEn,
  ...mailEn,
  ...mailPreferencesEn,
  ...portCallEn,
  ...invoicesEn,
  ...qualityEn,
} as const;
export type CatalogueLocale = 'en' | 'zh';

type Catalogue = typeof MESSAGES_EN;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & (string | number)];
type TextAt<T, K extends string> = K extends `${infer H}.${infer R}`
  ? TextAt<T[(H extends keyof T ? H : H extends `${infer N extends number}` ? N : never) & keyof T], R>
  : T[(K extends keyof T ? K : K extends `${infer N extends number}` ? N : never) & keyof T];
type Names<S> = S extends `${string}%{${infer P}}${infer Rest}` ? P | Names<Rest> : never;

/** Every text of the catalogue, as "section.name". */
export type MessageKey = Leaves<Catalogue>;
/** The parameters a key's template names. */
export type ParamsOf<K extends MessageKey> = { [P in Names<TextAt<Catalogue, K>>]: ParamValue };
/** Keys whose text takes no parameters: these may be passed bare. */
export type PlainKey = { [K in MessageKey]: [Names<TextAt<Catalogue, K>>] extends [never] ? K : never }[MessageKey];
export type CatalogueMessage = Message<MessageKey>;

/** A message with exactly the parameters its template names. */
export function msg<K extends MessageKey>(
  key: K,
  ...params: [Names<TextAt<Catalogue, K>>] extends [never] ? [] : [ParamsOf<K>]
): CatalogueMessage {
  return params[0] ? { key, params: params[0] } : { key };
}

/** A key the caller holds as a plain string (a zod issue's message), when the catalogue knows it. */
export function asMessageKey(key: string): MessageKey | undefined {
  return lookupEn(key) === undefined ? undefined : (key as MessageKey);
}

const lookupEn = lookupIn(MESSAGES_EN);
const lookups: Partial<Record<CatalogueLocale, Lookup>> = { en: lookupEn };

/** Called by the Chinese half as it loads (catalogue.zh.ts). */
export function addCatalogue(locale: CatalogueLocale, catalogue: object): void {
  lookups[locale] = lookupIn(catalogue);
}

/** The text of a message in a language (English when unsure); the key itself if the catalogue lacks it. */
export function textOf(
  message: Message | PlainKey,
  locale: CatalogueLocale = 'en',
  escape?: (s: string) => string,
): string {
  const m = typeof message === 'string' ? { key: message } : message;
  return renderMessage(lookups[locale] ?? lookupEn, m, escape) ?? m.key;
}

/** A key checked by the compiler, for places that take a plain string (a zod schema's message). */
export const messageKey = <K extends MessageKey>(key: K): K => key;
