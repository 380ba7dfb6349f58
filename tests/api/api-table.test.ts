import { describe, expect, it } from 'vitest';
import { API } from '../../contract/api.js';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { ROOT_CALLS_PER_MINUTE } from '../../server/modules/system/system.routes.js';

let t: TestApp;
test.beforeAll(async ({ api }) => {
  t = api;
});

/** Where a call of the table is served: the router ignores a trailing slash, so the root `/` is /api. */
const served = (path: string) => `/api${path}`.replace(/(.)\/$/, '$1');

describe('the table of calls (contract/api.ts)', () => {
  it.each(Object.entries(API))('%s is served with its method at its path', (_name, d) => {
    expect(t.app.hasRoute({ method: d.method, url: served(d.path) })).toBe(true);
  });

  it("documents every call's answer and its refusals in the OpenAPI", async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).body as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const openApiPath = (p: string) => served(p.replace(/:(\w+)/g, '{$1}'));
    for (const d of Object.values(API)) {
      const responses = doc.paths[openApiPath(d.path)]?.[d.method.toLowerCase()]?.responses ?? {};
      if (d.response !== 'file') expect(Object.keys(responses), d.path).toContain('200');
      expect(Object.keys(responses), d.path).toEqual(
        expect.arrayContaining(['400', '401', '403', '404', '409', '500']),
      );
    }
  });

  it('answers a refusal in the documented shape, key included', async () => {
    const res = await t.call({ method: 'POST', url: '/api/jput/nomination/revocationNomination', payload: { id: 1 } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 401, key: 'server.notSignedIn', params: {}, data: null });
  });
});

describe('the API root (spec §7 `POST /`)', () => {
  it.each(['POST', 'GET'] as const)(
    '%s /api/ answers, signed out, what the API is and where its calls are described',
    async (method) => {
      for (const url of ['/api/', '/api']) {
        const res = await t.call({ method, url, remoteAddress: '203.0.113.90' });
        expect(res.status, url).toBe(200);
        expect(res.body).toEqual({
          code: 200,
          msg: 'success',
          data: { name: 'Berth API', version: '9.9.9-test', docs: '/api/docs', openApi: '/api/docs/json' },
        });
      }
      const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).body as unknown as {
        paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      };
      expect(Object.keys(doc.paths['/api']?.[method.toLowerCase()]?.responses ?? {})).toContain('200');
    },
  );

  it('is limited per address like the other public calls: over the limit, 429 in the envelope', async () => {
    const from = '203.0.113.91';
    for (let i = 0; i < ROOT_CALLS_PER_MINUTE; i++)
      expect((await t.app.inject({ method: 'POST', url: '/api/', remoteAddress: from })).statusCode).toBe(200);
    const over = await t.app.inject({ method: 'POST', url: '/api/', remoteAddress: from });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 429, key: 'server.tooMany', data: null });
    expect((await t.app.inject({ method: 'POST', url: '/api/', remoteAddress: '203.0.113.92' })).statusCode).toBe(200);
  });
});
