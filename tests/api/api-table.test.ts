import { describe, expect, it } from 'vitest';
import { API } from '../../contract/api.js';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';

let t: TestApp;
test.beforeAll(async ({ api }) => {
  t = api;
});

describe('the table of calls (contract/api.ts)', () => {
  it.each(Object.entries(API))('%s is served with its method at its path', (_name, d) => {
    expect(t.app.hasRoute({ method: d.method, url: `/api${d.path}` })).toBe(true);
  });

  it("documents every call's answer and its refusals in the OpenAPI", async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).body as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const openApiPath = (p: string) => `/api${p.replace(/:(\w+)/g, '{$1}')}`;
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
