import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { at, nominationAt, type Demo } from '../support/nominations.js';
import { multipart } from '../support/multipart.js';
import { tankOf } from '../support/documents.js';
import { DEMO_USERS } from '../../demo/seed.js';
import {
  NOMINATION_ID_NAMES,
  propsOf,
  routesTakingNomination,
  type Operation,
  type Route,
} from '../support/nominationRoutes.js';

/**
 * DECISIONS §9 and issue 31: a nomination hidden from the terminal, and a customer's draft (Created),
 * answer every terminal-side caller exactly as a nomination that does not exist. The routes are read
 * from the served route table (the OpenAPI document built from contract/api.ts and the resource
 * routes; tests/support/nominationRoutes.ts finds those taking a nomination id), so a route added
 * later that takes a nomination id is walked without touching this file; only its body, when it
 * needs one, must be named in BODIES (the walk fails until it is).
 */

interface Ctx {
  t: TestApp;
  d: Demo;
  mooringId: number;
  ullageId: number;
  visibleId: number;
}
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
/** A valid body for each route that needs one, apart from the nomination id the walk puts in. */
const BODIES: Record<string, (c: Ctx) => object> = {
  'PUT /api/jput/nomination': () => ({ remarks: 'changed' }),
  'POST /api/jput/nomination/readiness/{id}': (c) => ({ bargeReadinessTime: at(c.t, 3) }),
  'POST /api/jput/nomination/assign/{id}': (c) => ({ berthId: c.d.berths['J2-B'], estimatedBerthTime: at(c.t, 900) }),
  'POST /api/jput/nomination/checkBerth/{id}': (c) => ({
    berthId: c.d.berths['J2-B'],
    estimatedBerthTime: at(c.t, 900),
  }),
  'POST /api/jput/nomination/revocationNomination': () => ({ reason: 'not needed' }),
  'POST /api/jput/nomination/updateCustomCode': () => ({ customCode: 'CC-1' }),
  'POST /api/jput/nomination/sendEmail': () => ({ message: 'hello' }),
  'POST /api/jput/nomination/justifyVariance/{id}': () => ({ justification: 'meter drift' }),
  'PUT /api/jput/nomination/{id}/coaLink': () => ({ coaLink: 'https://lab.example.com/coa/9.pdf' }),
  'PUT /api/jput/nomination/{id}/portClear': (c) => ({ reference: 'PC-9', clearedAt: at(c.t, -1) }),
  'POST /api/jput/form/delUllageReport': (c) => ({ ullageId: c.ullageId }),
  'POST /api/jput/nomination/requestForModification': () => ({ changes: { remarks: 'more' } }),
  'POST /api/jput/nomination/requestNominatedQtyMaxUpdate': () => ({ nominatedQtyMax: 1500 }),
  'POST /api/jput/nomination/requestProductUpdate': (c) => ({ productId: c.d.products.vlsfo }),
  'POST /api/jput/nomination/requestTankUpdate': (c) => ({ tankId: c.d.tanks.T301 }),
  'POST /api/mooringReports': (c) => ({ firstLineAshore: at(c.t, 950), allFast: at(c.t, 950.5), linesUsed: 4 }),
  'PUT /api/mooringReports/{id}': (c) => ({ firstLineAshore: at(c.t, 950), allFast: at(c.t, 950.5), linesUsed: 4 }),
  'POST /api/pilotage/jobs': (c) => ({ requiredAt: at(c.t, 960), fromPlace: 'Anchorage', toPlace: 'J1-A' }),
  'POST /api/documents': () => ({ type: 'quantity', content: { tanks: [tankOf(1000)] } }),
  'PUT /api/documents/{id}': () => ({ language: 'en', content: { tanks: [tankOf(1000)] } }),
  'POST /api/documents/{id}/sign': () => ({ kind: 'typed', name: 'Someone' }),
  'POST /api/documents/{id}/refuse': () => ({ reason: 'wrong figures' }),
  'PUT /api/pilotage/jobs/{id}/assign': () => ({ pilotId: null, tugIds: [] }),
  'POST /api/pilotage/jobs/{id}/cancel': () => ({ reason: 'not needed' }),
  'POST /api/pilot-jobs/{id}/confirm': () => ({}),
  'POST /api/pilot-jobs/{id}/start': () => ({}),
  'POST /api/pilot-jobs/{id}/complete': () => ({}),
  'POST /api/nominations/{id}/sof/events': () => ({ event: 'arrived' }),
  'PUT /api/sof-events/{id}': (c) => ({ at: at(c.t, 0), correctionReason: 'phone clock' }),
  'PUT /api/nominations/{id}/checklist/answers': () => ({
    part: 'beforeArrival',
    round: 0,
    answers: [{ itemId: 1, answer: 'yes' }],
  }),
  'POST /api/nominations/{id}/checklist/sign': () => ({ part: 'beforeArrival', round: 0 }),
};
/** The other ids in a route's path: a real record of each kind, so only the nomination differs. */
const OTHER_IDS: Record<string, (c: Ctx) => number> = {
  ullageId: (c) => c.ullageId,
  // The nomination (or record) is looked up first; the answer must not tell which part is missing.
  fileId: () => 1,
  version: () => 1,
  'PUT /api/mooringReports/{id}:id': (c) => c.mooringId,
};

function requestFor(r: Route, nominationId: number, c: Ctx, bodyNomination = nominationId) {
  let url = r.path;
  const query = new URLSearchParams();
  let body: Record<string, unknown> | undefined;
  for (const s of r.slots) {
    if (s.in === 'path') url = url.replace(`{${s.name}}`, String(nominationId));
    if (s.in === 'query') query.set(s.name, String(nominationId));
  }
  for (const name of r.otherPathParams) {
    const other = OTHER_IDS[`${r.key}:${name}`] ?? OTHER_IDS[name];
    if (!other) throw new Error(`${r.key}: name a real ${name} in OTHER_IDS`);
    url = url.replace(`{${name}}`, String(other(c)));
  }
  if (r.body === 'json') {
    const make = BODIES[r.key];
    if (!make) throw new Error(`${r.key}: name a valid body in BODIES`);
    body = { ...make(c) };
    for (const s of r.slots) if (s.in === 'body') body[s.name] = nominationId;
    for (const name of r.otherNominations ?? []) body[name] = bodyNomination;
  }
  const q = query.toString();
  return {
    method: r.method as 'GET',
    url: q ? `${url}?${q}` : url,
    ...(r.body === 'multipart' ? multipart('ullage.pdf', pdf) : body ? { payload: body } : {}),
  };
}

const MISSING = 99_999_999;
/** The terminal's side: the system admin and terminal staff of every role. */
const TERMINAL_SIDE = DEMO_USERS.filter((u) => u.userType === 0 || u.userType === 1).map((u) => u.userName);

let t: TestApp;
let c: Ctx;
let routes: Route[];
const tokens = new Map<string, string>();
const targets: { what: string; id: number }[] = [];
/** The hidden nomination's own records, by the path their routes start with. */
const hiddenRecords: { prefix: string; id: number }[] = [];
/** The kinds of record that hang off a nomination and are reached by their own id. */
const CHILD_PREFIXES = [
  '/api/documents/',
  '/api/pilot-jobs/',
  '/api/pilotage/jobs/',
  '/api/mooringReports/',
  '/api/sof-events/',
];
test.beforeAll(async ({ api, demo, tokens: k }) => {
  t = api;
  for (const u of TERMINAL_SIDE) tokens.set(u, await t.login(u));
  const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).body as unknown as {
    paths: Record<string, Record<string, Operation>>;
  };
  routes = routesTakingNomination(doc.paths);

  // A real mooring report and ullage report of a visible nomination, for the routes that name one.
  const visible = await nominationAt(t, demo, k, 'Booked', {}, { hours: 700 });
  const mooring = await t.ok<{ id: number }>({
    method: 'POST',
    url: '/api/mooringReports',
    token: k.logistics,
    payload: { nominationId: visible.id, firstLineAshore: at(t, 700), allFast: at(t, 700.5), linesUsed: 4 },
  });
  const ullage = await t.ok<{ id: number }>({
    method: 'POST',
    url: `/api/jput/form/uploadUllageReport/${visible.id}`,
    token: k.customer,
    ...multipart('ullage.pdf', pdf),
  });
  c = { t, d: demo, mooringId: mooring.id, ullageId: ullage.id, visibleId: visible.id };

  // Completed with a high variance and port-clearable: every terminal action would otherwise go ahead.
  const hidden = await nominationAt(t, demo, k, 'Completed', { actualQuantity: 1300 }, { hours: 500 });
  const own = await t.ok<{ id: number }>({
    method: 'POST',
    url: '/api/mooringReports',
    token: k.logistics,
    payload: { nominationId: hidden.id, firstLineAshore: at(t, 500), allFast: at(t, 500.5), linesUsed: 4 },
  });
  const ids = async (sql: string) => (await t.asOwner<{ id: number }>(sql, [hidden.id])).map((r) => r.id);
  hiddenRecords.push(
    ...(await ids('SELECT id FROM documents WHERE nomination_id = $1')).map((id) => ({
      prefix: '/api/documents/',
      id,
    })),
    ...(await ids('SELECT id FROM pilot_jobs WHERE nomination_id = $1')).flatMap((id) => [
      { prefix: '/api/pilot-jobs/', id },
      { prefix: '/api/pilotage/jobs/', id },
    ]),
    { prefix: '/api/mooringReports/', id: own.id },
    // An event of its statement of facts (issue 33), written directly: its rules are not the point here.
    ...(
      await t.asOwner<{ id: number }>(
        `INSERT INTO sof_events (nomination_id, event, at, entered_by, entered_at)
         SELECT $1, 'arrived', now(), id, now() FROM users WHERE user_name = 'loadingmaster' RETURNING id`,
        [hidden.id],
      )
    ).map(({ id }) => ({ prefix: '/api/sof-events/', id })),
  );
  await t.asOwner('UPDATE nominations SET hide_from_terminal = true WHERE id = $1', [hidden.id]);
  const draft = await nominationAt(t, demo, k, 'Created');
  targets.push({ what: 'hidden', id: hidden.id }, { what: 'draft', id: draft.id });
});

describe('every route that takes a nomination id (DECISIONS §9, issue 31)', () => {
  it('is found in the route table, the ones of the bug report among them', () => {
    const keys = routes.map((r) => r.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/jput/nomination/{id}',
        'PUT /api/jput/nomination/{id}/coaLink',
        'PUT /api/jput/nomination/{id}/portClear',
        'POST /api/jput/nomination/justifyVariance/{id}',
        'GET /api/jput/nomination/{id}/previewPdf',
        'GET /api/jput/nominationLog/list',
        'GET /api/jput/form/ullageReport/list',
        'POST /api/mooringReports',
        'POST /api/pilotage/jobs',
        'POST /api/documents',
        'GET /api/documents/list',
        'GET /api/jput/request/list',
      ]),
    );
  });

  it('answers a hidden nomination and a draft exactly as a missing one, for every terminal-side user', async () => {
    const reached = new Set<string>();
    const differences: string[] = [];
    for (const r of routes)
      for (const user of TERMINAL_SIDE)
        for (const target of targets) {
          const token = tokens.get(user)!;
          const missing = await t.call({ ...requestFor(r, MISSING, c), token });
          // The walk means something only if the missing id gets past validation to the lookup.
          // A body's reference to a missing record is refused as such (400, records.missingReference).
          const reference =
            missing.status === 400 && (missing.body as { key?: string }).key === 'records.missingReference';
          if (![200, 403, 404].includes(missing.status) && !reference)
            differences.push(`${r.key} as ${user}: the missing id answers ${missing.status} ${missing.body.msg}`);
          if (missing.status !== 403) reached.add(r.key);
          const seen = await t.call({ ...requestFor(r, target.id, c), token });
          if (
            JSON.stringify({ s: seen.status, b: seen.body }) !== JSON.stringify({ s: missing.status, b: missing.body })
          )
            differences.push(
              `${r.key} as ${user} on the ${target.what} nomination: ${seen.status} ${seen.body.msg} (missing: ${missing.status} ${missing.body.msg})`,
            );
        }
    expect(differences).toEqual([]);
    // Every route but the customer's own change requests is open to someone on the terminal's side.
    const customersOnly = routes.filter((r) => r.path.startsWith('/api/jput/nomination/request')).map((r) => r.key);
    expect(routes.map((r) => r.key).filter((k) => !reached.has(k))).toEqual(customersOnly);
  });

  it("answers the hidden nomination's own records (documents, pilot jobs, mooring reports) as missing ones", async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).body as unknown as {
      paths: Record<string, Record<string, Operation>>;
    };
    const differences: string[] = [];
    const walked = new Set<string>();
    for (const prefix of CHILD_PREFIXES) {
      const records = hiddenRecords.filter((r) => r.prefix === prefix);
      expect(records.length, `a record under ${prefix}`).toBeGreaterThan(0);
      for (const [path, ops] of Object.entries(doc.paths)) {
        if (!path.startsWith(`${prefix}{id}`)) continue;
        for (const [method, op] of Object.entries(ops)) {
          const route: Route = {
            key: `${method.toUpperCase()} ${path}`,
            method: method.toUpperCase(),
            path,
            // The record's id stands where the nomination's did; a nomination named in a body is a visible one.
            slots: [{ in: 'path', name: 'id' }],
            otherPathParams: (op.parameters ?? []).filter((p) => p.in === 'path' && p.name !== 'id').map((p) => p.name),
            body: op.requestBody?.content['application/json'] ? 'json' : 'none',
            otherNominations: propsOf(op.requestBody?.content['application/json']?.schema).filter((n) =>
              NOMINATION_ID_NAMES.includes(n),
            ),
          };
          walked.add(route.key);
          for (const user of TERMINAL_SIDE)
            for (const record of records) {
              const token = tokens.get(user)!;
              const missing = await t.call({ ...requestFor(route, MISSING, c, c.visibleId), token });
              const seen = await t.call({ ...requestFor(route, record.id, c, c.visibleId), token });
              if (JSON.stringify([seen.status, seen.body]) !== JSON.stringify([missing.status, missing.body]))
                differences.push(
                  `${route.key} as ${user}: ${seen.status} ${seen.body.msg} (missing: ${missing.status})`,
                );
            }
        }
      }
    }
    expect(walked.size).toBeGreaterThan(10);
    expect(differences).toEqual([]);
  });
});
