import { API } from '../../contract/api.js';

/*
 * The served routes that take a nomination's id, read from the OpenAPI document (built from
 * contract/api.ts and the resource routes): which parameter or body field names a nomination, what
 * body a route takes. tests/api/hidden-routes.test.ts walks them all.
 */

export interface Schema {
  properties?: Record<string, unknown>;
  required?: string[];
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
}
export interface Operation {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
export type Where = 'path' | 'query' | 'body';
export interface Route {
  key: string;
  method: string;
  path: string;
  slots: { in: Where; name: string }[];
  otherPathParams: string[];
  body: 'none' | 'json' | 'multipart';
  /** Body fields naming a nomination that is not the one walked (a record's route): a visible one goes there. */
  otherNominations?: string[];
}

/** The names the API gives a nomination's id wherever they appear. */
export const NOMINATION_ID_NAMES = ['nominationId', 'nId'];
/**
 * Where a bare `id` (or the log's `BId`) is a nomination's: the nomination and its forms' paths, and
 * its safety data sheets (spec §7 `POST /system/user/uploadSds/{id}`).
 */
const idIsNomination = (path: string) =>
  /^\/api\/jput\/(nomination|form)\//.test(path) ||
  path === '/api/jput/nomination' ||
  // The port call record's calls on a nomination (issue 33): its statement of facts.
  /^\/api\/nominations\/\{id\}\/sof(\/|$)/.test(path) ||
  // … and its safety checklist.
  /^\/api\/nominations\/\{id\}\/checklist(\/|$)/.test(path) ||
  /^\/api\/system\/user\/(uploadSds|sds)\//.test(path);
const bIdIsNomination = (path: string) => path.startsWith('/api/jput/nominationLog/');

export function propsOf(s: Schema | undefined): string[] {
  if (!s) return [];
  return [
    ...Object.keys(s.properties ?? {}),
    ...[...(s.allOf ?? []), ...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap(propsOf),
  ];
}

function isNominationSlot(path: string, name: string): boolean {
  if (NOMINATION_ID_NAMES.includes(name)) return true;
  if (name === 'id') return idIsNomination(path);
  return name === 'BId' && bIdIsNomination(path);
}

/** The calls that take a file (the OpenAPI document leaves their multipart body out). */
const UPLOADS = new Set(
  Object.values(API)
    .filter((d) => 'upload' in d && d.upload)
    .map((d) => `${d.method} /api${d.path.replace(/:(\w+)/g, '{$1}')}`),
);

export function routesTakingNomination(paths: Record<string, Record<string, Operation>>): Route[] {
  const routes: Route[] = [];
  for (const [path, ops] of Object.entries(paths))
    for (const [method, op] of Object.entries(ops)) {
      const params = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      const slots = [
        ...params.filter((p) => isNominationSlot(path, p.name)).map((p) => ({ in: p.in as Where, name: p.name })),
        ...[...new Set(propsOf(json))]
          .filter((n) => isNominationSlot(path, n))
          .map((name) => ({ in: 'body' as const, name })),
      ];
      if (!slots.length) continue;
      routes.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        slots,
        otherPathParams: params.filter((p) => p.in === 'path' && !isNominationSlot(path, p.name)).map((p) => p.name),
        body: json ? 'json' : UPLOADS.has(`${method.toUpperCase()} ${path}`) ? 'multipart' : 'none',
      });
    }
  return routes;
}
