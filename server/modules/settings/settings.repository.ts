import { sql } from 'drizzle-orm';
import { settings } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import { DEFAULT_SETTINGS, settingsShape, type Settings } from '../../../contract/schemas/settings.js';

/** Stored values over the defaults; a stored value that no longer fits its schema falls back too. */
export async function readSettings(db: DbOrTx, defaults: Settings = DEFAULT_SETTINGS): Promise<Settings> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  const merged: Record<string, unknown> = { ...defaults };
  for (const r of rows) {
    const field = settingsShape.shape[r.key as keyof Settings];
    // The parsed value: fields added since it was stored take their defaults.
    const parsed = field?.safeParse(r.value);
    if (parsed?.success) merged[r.key] = parsed.data;
  }
  return merged as Settings;
}

export async function writeSetting(
  db: DbOrTx,
  key: keyof Settings,
  value: unknown,
  by: number,
  at: Date,
): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedBy: by, updatedAt: at })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedBy: by, updatedAt: at } });
}
