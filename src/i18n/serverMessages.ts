import { berthEn } from './berth.en';

/**
 * The server speaks English in `msg`. A message the catalogue knows (the spec's texts and our own)
 * is shown in the user's language; any other text is shown as it came. Templates with
 * %{placeholders} are recognised too, and their values translated where they are our own words
 * (a state, a step).
 *
 * The sign-in page knows only the platform's texts (berth.spec, berth.server); the signed-in app
 * registers the screens' texts when its catalogue loads, so the login bundle stays small.
 */
type Translate = (key: string, options?: Record<string, unknown>) => string;
/** The catalogue key for a placeholder's value, when the value is one of our own words. */
type ParamKey = (name: string, value: string) => string | undefined;

interface Template { pattern: RegExp; names: string[]; key: string; paramKey?: ParamKey }

const englishToKey = new Map<string, string>();
const templates: Template[] = [];
const PLACEHOLDER = /%\{(\w+)\}/g;

/** Adds a group of texts (English text → key under `prefix`). */
export function registerServerMessages(prefix: string, texts: Record<string, unknown>, paramKey?: ParamKey): void {
  for (const [k, v] of Object.entries(texts)) {
    if (typeof v !== 'string') continue;
    const key = `${prefix}.${k}`;
    if (!v.includes('%{')) {
      englishToKey.set(v, key);
      continue;
    }
    const names = [...v.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    const source = v.split(PLACEHOLDER).map((part, i) => (i % 2 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
    templates.push({ pattern: new RegExp(`^${source}$`), names, key, paramKey });
  }
}

registerServerMessages('berth.spec', berthEn.spec);
registerServerMessages('berth.server', berthEn.server);

export function serverMessageKey(msg: string): string | undefined {
  return englishToKey.get(msg);
}

function localiseOne(text: string, translate: Translate): string | undefined {
  const key = englishToKey.get(text);
  if (key) return translate(key);
  for (const t of templates) {
    const m = t.pattern.exec(text);
    if (!m) continue;
    const params = Object.fromEntries(t.names.map((name, i) => {
      const value = m[i + 1]!;
      const valueKey = t.paramKey?.(name, value);
      return [name, valueKey ? translate(valueKey) : value];
    }));
    return translate(t.key, params);
  }
  return undefined;
}

/**
 * A server message in the user's language: a known text or template is translated, so is each part
 * of a list joined by "; " (a refusal naming several rules), and so is the message part of a
 * validation answer "field: message" (the field path is kept as it came).
 */
export function localiseServerMessage(msg: string, translate: Translate): string {
  const whole = localiseOne(msg, translate);
  if (whole !== undefined) return whole;
  const parts = msg.split('; ');
  if (parts.length > 1 && parts.every((p) => localiseOne(p, translate) !== undefined)) return parts.map((p) => localiseOne(p, translate)).join('; ');
  const field = /^([\w.]+): (.+)$/.exec(msg);
  const inner = field ? localiseOne(field[2]!, translate) : undefined;
  return field && inner !== undefined ? `${field[1]}: ${inner}` : msg;
}
