import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

// C0 and C1 control characters and DEL, except tab, line feed and carriage return (a line break
// typed on Windows): invisible in a screen or a PDF, and U+0000 cannot even be stored in PostgreSQL.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

function hasControl(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.values(value as Record<string, unknown>).some((v) => hasControl(v, depth + 1));
}

/**
 * Text with control characters is refused here, once, for every route's body, query and
 * parameters (left alone, U+0000 would fail deep in a query as a 500).
 */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasControl(request.body) || hasControl(request.query) || hasControl(request.params))
      throw badRequest('validation.control');
  });
}
