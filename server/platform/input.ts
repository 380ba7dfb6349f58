import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.values(value as Record<string, unknown>).some((v) => hasNul(v, depth + 1));
}

/**
 * PostgreSQL text cannot hold U+0000; left alone such input would fail deep in a query as a 500.
 * Refused here, once, for every route's body, query and parameters.
 */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.body) || hasNul(request.query) || hasNul(request.params)) throw badRequest('validation.nul');
  });
}
