import { berthEn } from './berth.en';
import { masterEn } from './resources.en';
import { bargingEn } from './barging.en';

/**
 * The server speaks English in `msg`. A message the catalogue knows (the spec's texts and our own)
 * is shown in the user's language; any other text is shown as it came.
 */
const englishToKey = new Map<string, string>([
  ...Object.entries(berthEn.spec).map(([k, v]) => [v as string, `berth.spec.${k}`] as const),
  ...Object.entries(berthEn.server).map(([k, v]) => [v as string, `berth.server.${k}`] as const),
  ...Object.entries(masterEn.validation).map(([k, v]) => [v as string, `berth.master.validation.${k}`] as const),
  ...Object.entries(masterEn.records).map(([k, v]) => [v as string, `berth.master.records.${k}`] as const),
  ...Object.entries(bargingEn.messages).map(([k, v]) => [v as string, `berth.barging.messages.${k}`] as const),
  ...Object.entries(bargingEn.mooring).map(([k, v]) => [v as string, `berth.barging.mooring.${k}`] as const),
]);

export function serverMessageKey(msg: string): string | undefined {
  return englishToKey.get(msg);
}

/**
 * A server message in the user's language: a known text is translated, and so is the message part
 * of a validation answer "field: message" (the field path is kept as it came).
 */
export function localiseServerMessage(msg: string, translate: (key: string) => string): string {
  const key = englishToKey.get(msg);
  if (key) return translate(key);
  const field = /^([\w.]+): (.+)$/.exec(msg);
  const inner = field ? englishToKey.get(field[2]!) : undefined;
  return field && inner ? `${field[1]}: ${translate(inner)}` : msg;
}
