import { MESSAGES_EN } from '../../contract/messages/index.js';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { BODY_LIMIT } from '../../server/app.js';

let t: TestApp;
test.beforeAll(async ({ api }) => {
  t = api;
});

const json = { 'content-type': 'application/json' };

function expectCleanClientError(res: { status: number; body: { code: number; msg: string } }, status: number) {
  expect(res.status).toBe(status);
  expect(res.body.code).toBe(status);
  expect(res.body.msg.length).toBeGreaterThan(0);
  expect(res.body.msg).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+|Error:/);
}

describe('bad input answers 4xx with a message, never 5xx', () => {
  it('malformed JSON', async () => {
    const res = await t.call({ method: 'POST', url: '/api/login', headers: json, payload: '{"username": "x", ' });
    expectCleanClientError(res, 400);
    expect(res.body.msg).toBe(MESSAGES_EN.server.badJson);
  });

  it('an empty JSON body', async () => {
    expectCleanClientError(await t.call({ method: 'POST', url: '/api/login', headers: json, payload: '' }), 400);
  });

  it('wrong types', async () => {
    const res = await t.call({ method: 'POST', url: '/api/login', payload: { username: 42, password: ['x'] } });
    expectCleanClientError(res, 400);
    expect(res.body).toMatchObject({
      field: 'username',
      key: 'validation.invalidType',
      params: { expected: { key: 'valueTypes.string' } },
      msg: 'Enter text',
    });
  });

  it('missing fields', async () => {
    const res = await t.call({ method: 'POST', url: '/api/login', payload: { username: 'admin' } });
    expectCleanClientError(res, 400);
    expect(res.body).toMatchObject({
      field: 'password',
      key: 'spec.requiredField',
      msg: 'Required field must be filled in',
    });
  });

  it('unknown fields are refused, not dropped', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'x', isAdmin: true },
    });
    expectCleanClientError(res, 400);
    expect(res.body).toMatchObject({
      key: 'validation.unknownField',
      params: { keys: 'isAdmin' },
      msg: 'Unknown field: isAdmin',
    });
  });

  it('an oversized body', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/login',
      headers: json,
      payload: JSON.stringify({ username: 'a', password: 'x'.repeat(BODY_LIMIT) }),
    });
    expectCleanClientError(res, 413);
  });

  it('a wrong content type', async () => {
    const text = await t.call({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=admin',
    });
    expectCleanClientError(text, 415);
    const xml = await t.call({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expectCleanClientError(xml, 415);
  });

  it('a JSON array or scalar where an object is expected', async () => {
    expectCleanClientError(await t.call({ method: 'POST', url: '/api/login', headers: json, payload: '[1,2]' }), 400);
    expectCleanClientError(await t.call({ method: 'POST', url: '/api/login', headers: json, payload: '"text"' }), 400);
  });

  it('bad query parameters', async () => {
    const token = await t.login('logistics');
    expectCleanClientError(await t.call({ method: 'GET', url: '/api/auditLog/list?pageNum=abc', token }), 400);
    expectCleanClientError(await t.call({ method: 'GET', url: '/api/auditLog/list?pageSize=100000', token }), 400);
    expectCleanClientError(await t.call({ method: 'GET', url: '/api/auditLog/list?startDate=yesterday', token }), 400);
    expectCleanClientError(await t.call({ method: 'GET', url: '/api/auditLog/list?bogus=1', token }), 400);
  });

  it('an unknown API path answers the 404 envelope', async () => {
    expectCleanClientError(await t.call({ method: 'GET', url: '/api/does/not/exist' }), 404);
  });

  it('a huge or strange user name is refused cleanly', async () => {
    expectCleanClientError(
      await t.call({ method: 'POST', url: '/api/login', payload: { username: 'a'.repeat(5000), password: 'x' } }),
      400,
    );
    const nul = await t.call({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'ad\u0000min', password: 'x' },
    });
    expectCleanClientError(nul, 400);
    const token = await t.login('logistics');
    expectCleanClientError(await t.call({ method: 'GET', url: '/api/auditLog/list?searchValue=a%00b', token }), 400);
  });

  it('refuses control characters in text, keeping tabs and line breaks', async () => {
    const token = await t.login('logistics');
    for (const bad of ['a\u0007b', 'bell\u001b[31m', 'del\u007f', 'c1\u0085'])
      expectCleanClientError(
        await t.call({
          method: 'POST',
          url: '/api/ships',
          token,
          payload: { name: bad, imo: '9074729', loa: 10, kind: 'barge' },
        }),
        400,
      );
    const fine = await t.call({
      method: 'POST',
      url: '/api/equipmentReports',
      token,
      payload: { jettyId: 1, equipment: 'Hose', location: 'J1', severity: 'low', description: 'one\ttwo\r\nthree' },
    });
    expect(fine.status, JSON.stringify(fine.body)).toBeLessThan(300);
  });

  it('tells every cache to keep no signed-in answer', async () => {
    const token = await t.login('logistics');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/companies/list',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/api/companies/list' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('tags every answer with a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
  });
});
