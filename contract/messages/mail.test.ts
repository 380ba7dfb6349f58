import { describe, expect, it } from 'vitest';
import { CATALOGUES, placeholders, textOf, type CatalogueLocale, type MessageKey } from './index.js';
import { mailEn } from './mail.en.js';

/** Every e-mail key: each mail's subject and body. */
const MAIL_KEYS = Object.entries(mailEn.mail).flatMap(([name, parts]) =>
  Object.keys(parts).map((part) => `mail.${name}.${part}` as MessageKey),
);
const LOCALES = Object.keys(CATALOGUES) as CatalogueLocale[];

const templateOf = (locale: CatalogueLocale, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], CATALOGUES[locale]);

describe('the e-mails of the catalogue', () => {
  it('has a subject and a body for each mail', () => {
    for (const parts of Object.values(mailEn.mail)) expect(Object.keys(parts).sort()).toEqual(['body', 'subject']);
    expect(MAIL_KEYS.length).toBe(2 * Object.keys(mailEn.mail).length);
  });

  it.each(LOCALES.flatMap((locale) => MAIL_KEYS.map((key) => [locale, key] as const)))(
    'renders %s %s with every placeholder filled',
    (locale, key) => {
      const template = templateOf(locale, key);
      expect(typeof template, `${locale} lacks ${key}`).toBe('string');
      const names = placeholders(template as string);
      // Values a template could mangle: markup, a placeholder of its own, a marked secret.
      const params = Object.fromEntries(names.map((n) => [n, `<${n}> %{x} \u27e6${n}\u27e7`]));
      const text = textOf({ key, params }, locale);
      expect(text).not.toBe(key);
      expect(text.replaceAll(/<\w+> %\{x\}/g, '')).not.toMatch(/%\{\w+\}/);
      for (const n of names) expect(text).toContain(`<${n}> %{x} \u27e6${n}\u27e7`);
    },
  );
});
