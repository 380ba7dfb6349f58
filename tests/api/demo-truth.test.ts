import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { multipart } from '../support/multipart.js';
import type { DocumentRecord, VerifyResult } from '../../contract/schemas/documents.js';
import { DOCUMENT_TYPES } from '../../contract/documents.js';
import { MENU_PATHS, menusFor } from '../../contract/menus.js';
import { DEMO_USERS } from '../../demo/seed.js';
import { seedDemoHistory } from '../../demo/index.js';
import { undrawnDocuments } from '../../server/modules/documents/documents.history.repository.js';

/**
 * The demo tells one true story (DECISIONS.md §12, issue 31 point 15): the whole demo seed, as
 * `npm start` runs it on a fresh data folder, checked against the rules the live system enforces.
 * Every document's versions are checked from its facts (what drawing it writes); a sample, one
 * document per type and state, is drawn through the real read path and its PDFs checked, since
 * drawing all of them takes minutes of one core.
 */
let t: TestApp;
/** The sample: one document per type and state the terminal sees, with its record as first read. */
let sample: { id: number; type: string; status: string; signatures: number; record: DocumentRecord }[];
test.beforeAll(async ({ api }) => {
  t = api;
  await seedDemoHistory(t.database.db, t.clock.now);
  const picked = await t.asOwner<{ id: number; type: string; status: string; signatures: number }>(
    `SELECT DISTINCT ON (d.type, d.status) d.id, d.type, d.status,
            (SELECT count(*) FROM document_signatures s WHERE s.document_id = d.id)::int AS signatures
       FROM documents d JOIN nominations n ON n.id = d.nomination_id
      WHERE NOT n.hide_from_terminal ORDER BY d.type, d.status, d.id DESC`,
  );
  const token = await t.login('logistics');
  sample = [];
  for (const d of picked)
    sample.push({ ...d, record: await t.ok<DocumentRecord>({ method: 'GET', url: `/api/documents/${d.id}`, token }) });
}, 120_000);

const rows = <R extends Record<string, unknown>>(text: string, values?: unknown[]) => t.asOwner<R>(text, values);

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

  it('plans one version per send and per signature for every document, each signature on its own version', async () => {
    // What drawing a document writes (documents.history.render.ts): version 1 when sent, then one per
    // signature of its round, numbered in signing order. The facts must leave exactly that.
    const wrong = await rows(
      `SELECT d.id, d.status, d.round, array_agg(s.version ORDER BY s.at, s.version) AS versions
         FROM documents d LEFT JOIN document_signatures s ON s.document_id = d.id
        GROUP BY d.id
       HAVING d.status = 'Draft' OR d.round <> 1
           OR count(s.id) FILTER (WHERE s.round <> d.round) > 0
           OR coalesce(array_agg(s.version::int ORDER BY s.at, s.version) FILTER (WHERE s.id IS NOT NULL), '{}')
              <> coalesce((SELECT array_agg(g ORDER BY g) FROM generate_series(2, count(s.id)::int + 1) g), '{}')`,
    );
    expect(wrong).toEqual([]);
    // Fully signed means every slot signed; a pending one waits for its next slot.
    const unsigned = await rows(
      `SELECT d.id FROM documents d
        WHERE (SELECT count(*) FROM document_signatures s WHERE s.document_id = d.id)
              <> CASE WHEN d.status = 'Signed' THEN cardinality(d.slots) ELSE
                   array_position(d.slots, d.due) - 1 END`,
    );
    expect(unsigned).toEqual([]);
  });

  it('draws a sample document of every type and state on its first read, each signature on its own version', async () => {
    // A statement of facts waits for a signer only when the time of day leaves one freshly cast off.
    const kinds = sample.map((d) => `${d.type} ${d.status}`).filter((k) => k !== 'statementOfFacts Pending');
    expect(kinds.sort()).toEqual([
      'billOfLading Pending',
      'billOfLading Signed',
      'quality Pending',
      'quality Signed',
      'quantity Pending',
      'quantity Signed',
      'statementOfFacts Signed',
    ]);
    for (const d of sample) {
      const versions = await rows<{ version: number; reason: string; sealed: boolean }>(
        'SELECT version, reason, sealed FROM document_versions WHERE document_id = $1 ORDER BY version',
        [d.id],
      );
      expect({ id: d.id, versions: versions.map((v) => v.version) }).toEqual({
        id: d.id,
        versions: Array.from({ length: d.signatures + 1 }, (_, i) => i + 1),
      });
      expect(d.record.versions).toHaveLength(versions.length);
      expect(versions.map((v) => v.reason)).toEqual(['sent', ...Array<string>(d.signatures).fill('signed')]);
      // The last version of a signed one is sealed, and only it.
      expect(versions.map((v) => v.sealed)).toEqual(
        versions.map((v) => d.status === 'Signed' && v === versions.at(-1)),
      );
    }
    const unmatched = await rows(
      `SELECT s.id FROM document_signatures s WHERE s.document_id = ANY($1::int[]) AND NOT EXISTS
         (SELECT 1 FROM document_versions v WHERE v.document_id = s.document_id AND v.version = s.version
            AND v.reason = 'signed' AND v.user_id = s.user_id)`,
      [sample.map((d) => d.id)],
    );
    expect(unmatched).toEqual([]);
    // Drawn once: the background job finds nothing left of the sample to draw.
    const [{ n } = { n: -1 }] = await rows<{ n: number }>(
      'SELECT count(*)::int AS n FROM document_versions WHERE document_id = ANY($1::int[])',
      [sample.map((d) => d.id)],
    );
    expect(n).toBe(sample.reduce((sum, d) => sum + d.signatures + 1, 0));
  });

  it('leaves the rest to the background job, those waiting for a signer first, then the newest', async () => {
    const left = await undrawnDocuments(t.database.db);
    const all = await rows<{ id: number }>(
      `SELECT id FROM documents WHERE id <> ALL($1::int[])
        ORDER BY status = 'Pending' DESC, created_at DESC, id DESC`,
      [sample.map((d) => d.id)],
    );
    expect(left).toEqual(all.map((d) => d.id));
    const [first, last] = await rows<{ status: string }>(
      'SELECT status FROM documents WHERE id = ANY($1::int[]) ORDER BY array_position($1::int[], id)',
      [[left[0], left.at(-1)]],
    );
    expect([first!.status, last!.status]).toEqual(['Pending', 'Signed']);
  });

  it('seals each signed PDF so that it verifies as valid, and serves the stored version', async () => {
    const token = await t.login('logistics');
    for (const d of sample.filter((s) => s.status === 'Signed')) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/documents/${d.id}/pdf`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(
        d.record.versions.find((v) => v.version === d.signatures + 1)?.sha256,
      );
      const check = await t.app.inject({
        method: 'POST',
        url: '/api/documents/verify',
        ...multipart('d.pdf', res.rawPayload),
      });
      expect({ id: d.id, outcome: (check.json() as { data: VerifyResult }).data.outcome }).toEqual({
        id: d.id,
        outcome: 'valid',
      });
    }
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

  it('leaves a document waiting for every demo user who signs, in a certificate list of their menu', async () => {
    const signers = DEMO_USERS.filter((u) => [1, 6, 7, 8, 11].includes(u.role));
    expect(signers.map((u) => u.userName).sort()).toEqual(
      ['barge', 'loadingmaster', 'logistics', 'surveyor', 'surveyoradmin'].sort(),
    );
    for (const u of signers) {
      // Only the lists the user's menu opens (contract/menus.ts): a waiting paper elsewhere is not found.
      // The statement of facts has no list of its own: it is read from its nomination.
      const lists = DOCUMENT_TYPES.filter(
        (type) => type !== 'statementOfFacts' && menusFor(u).includes(MENU_PATHS[type]),
      );
      const token = await t.login(u.userName);
      const found: string[] = [];
      for (const type of lists) {
        const data = await t.ok<{ total: number }>({
          method: 'GET',
          url: `/api/documents/list?waiting=true&type=${type}&pageSize=10`,
          token,
        });
        if (data.total > 0) found.push(type);
      }
      expect({ user: u.userName, waiting: found.length > 0 }).toEqual({ user: u.userName, waiting: true });
    }
  });
});
