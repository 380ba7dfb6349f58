import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { envelopeSchema, okEnvelope } from '../../contract/envelope.js';
import { idParam, paged } from '../../contract/schemas/common.js';
import type { ActionOf, Permission, Resource } from '../../contract/permissions.js';

type CrudAction = 'list' | 'read' | 'create' | 'update' | 'delete';
/** The resources whose rules name every action of the uniform shape: another does not compile here. */
type CrudResource = { [R in Resource]: CrudAction extends ActionOf<R> ? R : never }[Resource];

export interface ResourceService<Q, I, R> {
  list(request: FastifyRequest, query: Q): Promise<{ rows: R[]; total: number }>;
  get(request: FastifyRequest, id: number): Promise<R>;
  create(request: FastifyRequest, input: I): Promise<R>;
  update(request: FastifyRequest, id: number, input: I): Promise<R>;
  /** Deactivates: records others point to are never hard-deleted (DECISIONS.md §9). */
  deactivate(request: FastifyRequest, id: number): Promise<R>;
  restore(request: FastifyRequest, id: number): Promise<R>;
}

interface Options<Q extends z.ZodType, I extends z.ZodType, R extends z.ZodType> {
  path: string;
  resource: CrudResource;
  tag: string;
  listQuery: Q;
  input: I;
  record: R;
  service: ResourceService<z.output<Q>, z.output<I>, z.output<R>>;
}

/** The uniform REST shape of docs/api.md for one resource: list, read, create, update, deactivate, restore. */
export function registerResource<Q extends z.ZodType, I extends z.ZodType, R extends z.ZodType>(
  parent: FastifyInstance,
  o: Options<Q, I, R>,
): void {
  // Validation still runs through the zod compilers; the casts only restore what generics lose.
  const app = parent;
  const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;
  const one = { 200: envelopeSchema(o.record) };
  // CrudResource holds only resources with every CrudAction, which TypeScript cannot pair up by itself.
  const rule = (action: CrudAction) => ({ access: { resource: o.resource, action } as Permission });
  app.get(
    `${o.path}/list`,
    {
      config: rule('list'),
      schema: {
        tags: [o.tag],
        summary: `List ${o.tag}`,
        querystring: o.listQuery,
        response: { 200: envelopeSchema(paged(o.record)) },
      },
    },
    async (request) => okEnvelope(await o.service.list(request, request.query as z.output<Q>)),
  );
  app.get(
    `${o.path}/:id`,
    {
      config: rule('read'),
      schema: { tags: [o.tag], summary: `Read one of ${o.tag}`, params: idParam, response: one },
    },
    async (request) => okEnvelope(await o.service.get(request, idOf(request))),
  );
  app.post(
    o.path,
    {
      config: rule('create'),
      schema: { tags: [o.tag], summary: `Create one of ${o.tag}`, body: o.input, response: one },
    },
    async (request) => okEnvelope(await o.service.create(request, request.body as z.output<I>)),
  );
  app.put(
    `${o.path}/:id`,
    {
      config: rule('update'),
      schema: { tags: [o.tag], summary: `Update one of ${o.tag}`, params: idParam, body: o.input, response: one },
    },
    async (request) => okEnvelope(await o.service.update(request, idOf(request), request.body as z.output<I>)),
  );
  app.delete(
    `${o.path}/:id`,
    {
      config: rule('delete'),
      schema: { tags: [o.tag], summary: `Deactivate one of ${o.tag}`, params: idParam, response: one },
    },
    async (request) => okEnvelope(await o.service.deactivate(request, idOf(request))),
  );
  app.post(
    `${o.path}/:id/restore`,
    {
      config: rule('update'),
      schema: { tags: [o.tag], summary: `Reactivate one of ${o.tag}`, params: idParam, response: one },
    },
    async (request) => okEnvelope(await o.service.restore(request, idOf(request))),
  );
}
