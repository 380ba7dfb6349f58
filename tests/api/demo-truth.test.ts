import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { multipart } from '../support/multipart.js';
import type { VerifyResult } from '../../contract/schemas/documents.js';
import { DEMO_USERS } from '../../server/db/seed.js';
import { seedDemoHistory } from '../../server/db/demo.js';
import { seedHistoryDocuments } from '../../server/modules/documents/documents.history.render.js';

/**
 * The demo tells one true story (DECISIONS.md §12, issue 31 point 15): the whole demo seed, as
 * `npm start` runs it on a fresh data folder, checked against the rules the live system enforces.
 */
let t: TestApp;
let rendered: number;
// The documents' PDFs are rendered and sealed one by one, as after a start: a minute or two of one core.
test.beforeAll(async ({ api }) => {
  t = api;
  await seedDemoHistory(t.database.db, t.clock.now);
  rendered = await seedHistoryDocuments(t.app);
}, 600_000);

const rows = <R extends Record<string, unknown>>(text: string) => t.asOwner<R>(text);

describe('the demo', () => {
  it('gives every Completed nomination its signed certificate of quantity, and most a signed CoQ and B/L', async () => {
    const missing = await rows(
      `SELECT n.id FROM nominations n WHERE n.status = 'Completed' AND NOT EXISTS
         (SELECT 1 FROM documents d WHERE d.nomination_id = n.id AND d.type = 'quantity' AND d.status = 'Signed')`,
    );
    expect(missing).toEqual([]);
    const [share] = await rows<{ done: number; coq: number; bl: number }>(
      `SELECT count(*)::int AS done,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM documents d WHERE d.nomination_id = n.id
                                 AND d.type = 'quality' AND d.status = 'Signed'))::int AS coq,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM documents d WHERE d.nomination_id = n.id
                                 AND d.type = 'billOfLading' AND d.status = 'Signed'))::int AS bl
         FROM nominations n WHERE n.status = 'Completed'`,
    );
    expect(share!.done).toBeGreaterThan(100);
    expect(share!.coq * 2).toBeGreaterThan(share!.done);
    expect(share!.bl * 2).toBeGreaterThan(share!.done);
  });

  it('has every signature made by a user who fills its slot (DECISIONS.md §6)', async () => {
    const [count] = await rows<{ n: number }>('SELECT count(*)::int AS n FROM document_signatures');
    expect(count!.n).toBeGreaterThan(300);
    const wrong = await rows(
      `SELECT s.id, s.slot, u.user_type, u.role FROM document_signatures s
         JOIN documents d ON d.id = s.document_id
         JOIN nominations n ON n.id = d.nomination_id
         JOIN users u ON u.id = s.user_id
        WHERE s.role <> u.role OR NOT CASE s.slot
          WHEN 'surveyor' THEN u.user_type = 2 AND u.role IN (6, 7) AND u.company_id IN
            (SELECT ns.company_id FROM nomination_surveyors ns WHERE ns.nomination_id = n.id)
          WHEN 'bargeMaster' THEN u.user_type = 4 AND u.role = 8 AND u.ship_id = n.barge_id
          ELSE u.user_type = 1 AND u.role IN (1, 11) END`,
    );
    expect(wrong).toEqual([]);
  });

  it('keeps one version per send and per signature, each signature on its own version', async () => {
    // As the live system makes them: sending (and each revision) writes a version, so does each signature.
    const wrong = await rows(
      `SELECT d.id, d.status, d.round,
              (SELECT count(*) FROM document_versions v WHERE v.document_id = d.id)::int AS versions,
              (SELECT count(*) FROM document_signatures s WHERE s.document_id = d.id)::int AS signatures
         FROM documents d
        WHERE (SELECT count(*) FROM document_versions v WHERE v.document_id = d.id)
              <> (SELECT count(*) FROM document_signatures s WHERE s.document_id = d.id)
                 + CASE WHEN d.status = 'Draft' THEN 0 ELSE d.round END`,
    );
    expect(wrong).toEqual([]);
    const unmatched = await rows(
      `SELECT s.id FROM document_signatures s WHERE NOT EXISTS (SELECT 1 FROM document_versions v
         WHERE v.document_id = s.document_id AND v.version = s.version AND v.reason = 'signed')`,
    );
    expect(unmatched).toEqual([]);
    const [documents] = await rows<{ n: number }>('SELECT count(*)::int AS n FROM documents');
    expect(rendered).toBe(documents!.n);
    expect(await seedHistoryDocuments(t.app)).toBe(0);
    const unsealed = await rows(
      `SELECT d.id FROM documents d WHERE d.status = 'Signed' AND NOT (SELECT v.sealed FROM document_versions v
         WHERE v.document_id = d.id ORDER BY v.version DESC LIMIT 1)`,
    );
    expect(unsealed).toEqual([]);
  });

  it('seals each signed PDF so that it verifies as valid', async () => {
    const [doc] = await rows<{ pdf: Buffer }>(
      `SELECT v.pdf FROM documents d JOIN document_versions v ON v.document_id = d.id
        WHERE d.type = 'billOfLading' AND d.status = 'Signed' AND v.sealed ORDER BY d.id DESC LIMIT 1`,
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/documents/verify', ...multipart('bl.pdf', doc!.pdf) });
    expect((res.json() as { data: VerifyResult }).data.outcome).toBe('valid');
  });

  it("keeps each nomination's state to its facts (DECISIONS.md §3)", async () => {
    const wrong = await rows(
      `SELECT id, status FROM nominations WHERE
           status = 'Acknowledged'
        OR (status = 'Barge Ready' AND (berth_id IS NULL OR estimated_berth_time IS NULL))
        OR (status NOT IN ('Created', 'Pending Approval', 'Acknowledged', 'Pending Barge Readiness Time', 'Cancelled')
            AND barge_readiness_time IS NULL)
        OR (status IN ('Jetty Assigned', 'Booked', 'Signing in Progress', 'CQ Uploaded', 'Completed')
            AND (berth_id IS NULL OR estimated_berth_time IS NULL OR duration_hours IS NULL))
        OR ((status IN ('CQ Uploaded', 'Completed')) <> (actual_quantity IS NOT NULL))
        OR ((status = 'Completed') <> (completed_at IS NOT NULL))`,
    );
    expect(wrong).toEqual([]);
  });

  it("keeps pilot jobs to their nomination's state", async () => {
    const wrong = await rows(
      `SELECT j.id, j.status, n.status AS nomination FROM pilot_jobs j JOIN nominations n ON n.id = j.nomination_id
        WHERE (n.status = 'Completed' AND j.status <> 'Completed')
           OR (n.status NOT IN ('Booked', 'Signing in Progress', 'CQ Uploaded', 'Completed') AND j.status <> 'Cancelled')
           OR (j.status = 'Completed' AND (j.actual_start IS NULL OR j.actual_end IS NULL OR j.pilot_id IS NULL))`,
    );
    expect(wrong).toEqual([]);
  });

  it('bills only Completed nominations, charging only completed pilot jobs; some records approved, some invoiced', async () => {
    const wrong = await rows(
      `SELECT b.id FROM billing_records b JOIN nominations n ON n.id = b.nomination_id
        WHERE n.status <> 'Completed'
           OR (SELECT coalesce(sum(l.quantity), 0) FROM billing_lines l WHERE l.record_id = b.id AND l.kind = 'pilot')
              <> (SELECT count(*) FROM pilot_jobs j WHERE j.nomination_id = n.id AND j.status = 'Completed')`,
    );
    expect(wrong).toEqual([]);
    const states = (await rows<{ status: string }>('SELECT DISTINCT status FROM billing_records')).map((r) => r.status);
    expect(states).toEqual(expect.arrayContaining(['Approved', 'Invoiced']));
  });

  it('hides exactly one nomination from the terminal, visible to its customer', async () => {
    const hidden = await rows<{ id: number }>('SELECT id FROM nominations WHERE hide_from_terminal');
    expect(hidden).toHaveLength(1);
    const url = `/api/jput/nomination/${hidden[0]!.id}`;
    expect((await t.call({ method: 'GET', url, token: await t.login('customer') })).status).toBe(200);
    expect((await t.call({ method: 'GET', url, token: await t.login('logistics') })).status).toBe(404);
  });

  it("tells the barge operator of its barges' moves, as the live system does", async () => {
    const wrong = await rows(
      `SELECT DISTINCT n.bid FROM notifications n WHERE n.message_key = 'notices.moved' AND NOT EXISTS
         (SELECT 1 FROM notifications o JOIN users u ON u.id = o.user_id
           WHERE o.bid = n.bid AND o.message_key = 'notices.moved' AND u.user_name = 'bargeoperator')`,
    );
    expect(wrong).toEqual([]);
  });

  it('leaves a document waiting for every demo user who signs', async () => {
    const signers = DEMO_USERS.filter((u) => [1, 6, 7, 8, 11].includes(u.role));
    expect(signers.map((u) => u.userName).sort()).toEqual(
      ['barge', 'loadingmaster', 'logistics', 'surveyor', 'surveyoradmin'].sort(),
    );
    for (const u of signers) {
      const data = await t.ok<{ total: number }>({
        method: 'GET',
        url: '/api/documents/list?waiting=true&pageSize=10',
        token: await t.login(u.userName),
      });
      expect({ user: u.userName, waiting: data.total > 0 }).toEqual({ user: u.userName, waiting: true });
    }
  });
});
