/**
 * Messages travel as a key and parameters; each side renders them in the reader's language from
 * the catalogue (`contract/messages/index.ts`). This file holds only the rendering, so a page that
 * loads a part of the catalogue (the sign-in page) does not pull in the rest.
 */
export interface Message<K extends string = string> {
  key: K;
  params?: Record<string, ParamValue>;
}
/** A parameter: a value, another message (a state's label), or a list of messages joined by the language's separator. */
export type ParamValue = string | number | Message | readonly Message[];

/** Finds a template by key; undefined when the catalogue at hand does not know it. */
export type Lookup = (key: string) => string | undefined;

const PLACEHOLDER = /%\{(\w+)\}/g;

/** A template's %{placeholders} filled in. */
export const fillText = (text: string, params: Record<string, string | number>) =>
  text.replace(PLACEHOLDER, (_, k: string) => String(params[k] ?? ''));

/** The placeholder names of a template, in order. */
export const placeholders = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);

const isMessage = (v: unknown): v is Message =>
  typeof v === 'object' && v !== null && typeof (v as Message).key === 'string';

/**
 * Renders a message with `lookup`; nested messages are rendered the same way, plain values pass
 * through `escape` (HTML templates escape them). A key the lookup lacks yields undefined.
 */
export function renderMessage(
  lookup: Lookup,
  message: Message,
  escape: (s: string) => string = (s) => s,
): string | undefined {
  const template = lookup(message.key);
  if (template === undefined) return undefined;
  const values: Record<string, string> = {};
  // Each language joins a list its own way ("; " in English, "；" in Chinese).
  const separator = lookup('list.separator') ?? '; ';
  for (const [name, value] of Object.entries(message.params ?? {})) {
    if (Array.isArray(value))
      values[name] = value.map((m: Message) => renderMessage(lookup, m, escape) ?? m.key).join(separator);
    else if (isMessage(value)) values[name] = renderMessage(lookup, value, escape) ?? value.key;
    else values[name] = escape(String(value));
  }
  return fillText(template, values);
}

/** A lookup over a nested catalogue object ("rules.loaAbove" → catalogue.rules.loaAbove). */
export function lookupIn(catalogue: object): Lookup {
  return (key) => {
    let node: unknown = catalogue;
    for (const part of key.split('.'))
      node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
}

/** Text put into HTML templates: markup characters escaped. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
