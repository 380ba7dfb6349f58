import { berthEn } from './berth.en';

/**
 * The server speaks English in `msg`. A message the catalogue knows (the spec's texts and our own)
 * is shown in the user's language; any other text is shown as it came.
 */
const englishToKey = new Map<string, string>([
  ...Object.entries(berthEn.spec).map(([k, v]) => [v as string, `berth.spec.${k}`] as const),
  ...Object.entries(berthEn.server).map(([k, v]) => [v as string, `berth.server.${k}`] as const),
]);

export function serverMessageKey(msg: string): string | undefined {
  return englishToKey.get(msg);
}
