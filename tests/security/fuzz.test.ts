/**
 * Every /api route's query and body, fuzzed: wrong types, huge and naughty strings, prototype keys,
 * deep nesting, wrong content types. The server answers each with a 4xx or a success in the
 * envelope, never a 5xx and never a stack trace.
 */
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';

let t: TestApp;
let token: string;
test.beforeAll(async ({ api, admin }) => {
  t = api;
  token = admin;
});

const SKIPPED = new Set(['POST /api/logout', 'GET /api/system/user/notifications/sse']);

const deep = (n: number): unknown => (n === 0 ? 'x' : { a: deep(n - 1) });
/** Values of every wrong kind, each tried in the query and in the body. */
const NAUGHTY: unknown[] = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  '9'.repeat(40),
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\u202e',
  '😀'.repeat(50),
  'a'.repeat(5000),
  '2026-02-30',
  '31/31/2026 25:61',
  -1,
  0,
  1.5,
  2 ** 53,
  -(2 ** 31),
  1e308,
  true,
  false,
  null,
  [],
  [1, 2, 3],
  ['a', null],
  {},
  { __proto__: { polluted: true } },
  JSON.parse('{"__proto__": {"polluted": true}}') as unknown,
  { constructor: { prototype: { polluted: true } } },
  deep(64),
  { id: 'x', pageNum: -5, pageSize: 1e9 },
  { id: [1], name: { $gt: '' } },
  Array.from({ length: 1000 }, (_v, i) => i),
  '\u0007bell',
  '\r\nSet-Cookie: x=1',
  '${7*7}{{7*7}}',
  'SELECT pg_sleep(1)',
  '\\x00',
  'ｆｕｌｌ\u3000width',
];

/** A query string carrying `v` in the usual parameters. */
const queryOf = (v: unknown) => {
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  const q = new URLSearchParams();
  for (const k of ['pageNum', 'pageSize', 'sort', 'order', 'searchValue', 'id', 'status', 'startDate', 'code'])
    q.set(k, text ?? '');
  return q.toString();
};

describe('fuzzing every route', () => {
  it('answers odd queries and bodies with a clean 4xx or a success, never a 5xx or a stack', async () => {
    const routes = [...t.app.accessRules.keys()].filter((k) => !SKIPPED.has(k));
    const bad: string[] = [];
    let calls = 0;
    for (const key of routes) {
      const [method, path] = key.split(' ') as [string, string];
      const url = path.replace(/:\w+/g, '1');
      const variants: { url: string; payload?: string; type?: string }[] = [
        ...NAUGHTY.map((v) => ({ url: `${url}?${queryOf(v)}` })),
        ...(method === 'GET' || method === 'DELETE'
          ? []
          : [
              ...NAUGHTY.map((v) => ({ url, payload: JSON.stringify(v) ?? 'null', type: 'application/json' })),
              ...NAUGHTY.map((v) => ({
                url,
                payload: JSON.stringify({ id: v, name: v, code: v }),
                type: 'application/json',
              })),
              { url, payload: '{"unterminated": ', type: 'application/json' },
              { url, payload: 'plain text', type: 'text/plain' },
              { url, payload: '<x/>', type: 'application/xml' },
              { url, payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
              { url, payload: '--b\r\n\r\n', type: 'multipart/form-data; boundary=b' },
            ]),
      ];
      expect(variants.length, key).toBeGreaterThanOrEqual(50);
      for (const v of variants) {
        const res = await t.app.inject({
          method: method as 'GET',
          url: v.url,
          headers: { authorization: `Bearer ${token}`, ...(v.type ? { 'content-type': v.type } : {}) },
          ...(v.payload !== undefined ? { payload: v.payload } : {}),
        });
        calls++;
        const text = res.body;
        if (res.statusCode >= 500)
          bad.push(`${key} ${v.url.slice(0, 80)} ${String(v.payload).slice(0, 40)}: ${res.statusCode}`);
        if (/\bat .+\.(ts|js):\d+/.test(text)) bad.push(`${key}: a stack trace in the answer`);
      }
    }
    expect(bad.slice(0, 30)).toEqual([]);
    expect(calls).toBeGreaterThan(routes.length * 50);
    // The figure the closing note reports.
    process.stdout.write(`fuzz: ${routes.length} routes, ${calls} calls\n`);
  }, 120_000); // 16,000 calls: about 25 s alone, longer beside the other files
});
