import type { z } from 'zod';
import type { ApiDef } from '../../contract/api.js';
import { envelopeSchema } from '../../contract/envelope.js';

type Optional<K extends string, S> = S extends z.ZodType ? { [P in K]: S } : { [P in K]?: undefined };
/** The Fastify schema of a route of the table: its parameters, query, body and answer, typed for the handler. */
type ApiSchema<D extends ApiDef> = { tags: string[]; summary: string; consumes?: string[] } & Optional<
  'params',
  D['params']
> &
  Optional<'querystring', D['query']> &
  Optional<'body', D['body']> &
  (D['response'] extends z.ZodType
    ? { response: { 200: ReturnType<typeof envelopeSchema<D['response']>> } }
    : { response?: undefined });

/**
 * The Fastify schema of a call of contract/api.ts: the route is declared at the table's path with
 * these schemas, so the server answers exactly what the browser's client is typed to expect (a test
 * checks each entry is served with its method).
 */
export function apiSchema<D extends ApiDef>(d: D, tags: string[]): ApiSchema<D> {
  const schema: Record<string, unknown> = { tags, summary: d.summary };
  if (d.params) schema.params = d.params;
  if (d.query) schema.querystring = d.query;
  if (d.body) schema.body = d.body;
  if (d.upload) schema.consumes = ['multipart/form-data'];
  if (d.response !== 'file') schema.response = { 200: envelopeSchema(d.response) };
  return schema as ApiSchema<D>;
}
