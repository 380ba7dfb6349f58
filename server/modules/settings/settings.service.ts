import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_SETTINGS, type Settings } from '../../../contract/schemas/settings.js';
import type { DbOrTx } from '../../db/client.js';
import { readSettings } from './settings.repository.js';

/** The terminal's defaults: the time zone from TERMINAL_TIME_ZONE until an admin sets one. */
function terminalDefaults(request: FastifyRequest): Settings {
  return appDefaults(request.server);
}

const appDefaults = (app: FastifyInstance): Settings => ({
  ...DEFAULT_SETTINGS,
  timeZone: app.config.timeZone ?? DEFAULT_SETTINGS.timeZone,
});

/** The terminal's settings as the caller's process sees them, inside `db` when a transaction is under way. */
export function settingsOf(request: FastifyRequest, db: DbOrTx = request.server.db): Promise<Settings> {
  return readSettings(db, terminalDefaults(request));
}

/** The same for work of the process's own, outside any request (the demo history's documents). */
export function processSettings(app: FastifyInstance): Promise<Settings> {
  return readSettings(app.db, appDefaults(app));
}
