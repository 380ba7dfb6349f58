import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { withDb } from '../support/net.js';
import { seedDemoHistory } from '../../demo/index.js';
import { DRAW_LOCK, tryDrawLock } from '../../server/modules/documents/documents.history.repository.js';
import { drawHistoryDocument } from '../../server/modules/documents/documents.history.render.js';

/**
 * A demo document changed before anyone read it, or while the background job draws it (issue 31,
 * review of the first-read drawing): the change draws the versions still to draw first, under the
 * drawing lock, so its own version follows them; a change that meets a drawing under way waits
 * for it instead of failing.
 */
let t: TestApp;
/** A connection of the test's own that watches the locks, quick enough to see a lock held for a few tenths of a second. */
let watcher: pg.Client;
test.beforeAll(async ({ api }) => {
  t = api;
  // The seed as `npm start` runs it, without the background job that draws the PDFs after start.
  await seedDemoHistory(t.database.db, t.clock.now);
  watcher = new pg.Client({ connectionString: withDb(inject('adminUrl'), t.dbName) });
  await watcher.connect();
}, 120_000);
afterAll(async () => {
  await watcher.end();
});

const rows = <R extends Record<string, unknown>>(text: string, values?: unknown[]) => t.asOwner<R>(text, values);

/** Pending, undrawn documents of this type due for this slot, with who signs it and its signature count. */
async function waiting(type: string, due: string) {
  const found = await rows<{ id: number; signer: string; signatures: number; last: boolean }>(
    `SELECT d.id,
            (SELECT count(*) FROM document_signatures s WHERE s.document_id = d.id AND s.round = d.round)::int AS signatures,
            d.slots[array_length(d.slots, 1)] = d.due AS last,
            CASE d.due WHEN 'bargeMaster' THEN (SELECT u.user_name FROM users u WHERE u.ship_id = n.barge_id AND u.user_type = 4 LIMIT 1)
                       WHEN 'terminal' THEN 'logistics' ELSE 'surveyor' END AS signer
       FROM documents d JOIN nominations n ON n.id = d.nomination_id
      WHERE d.type = $1 AND d.due = $2 AND d.status = 'Pending' AND NOT n.hide_from_terminal
        AND NOT EXISTS (SELECT 1 FROM document_versions v WHERE v.document_id = d.id)
      ORDER BY d.id`,
    [type, due],
  );
  expect(found.length).toBeGreaterThan(0);
  return found;
}

/** The stored versions, and each signature with the version it was made on. */
const versions = (id: number) =>
  rows<{ version: number; reason: string; sealed: boolean; user_id: number }>(
    'SELECT version, reason, sealed, user_id FROM document_versions WHERE document_id = $1 ORDER BY version',
    [id],
  );
const signatures = (id: number) =>
  rows<{ version: number; user_id: number }>(
    'SELECT version, user_id FROM document_signatures WHERE document_id = $1 ORDER BY version',
    [id],
  );

/** One version when sent and one per signature, in order; each signature's version written by its signer. */
async function expectWhole(id: number, sealed: boolean) {
  const [vs, ss] = [await versions(id), await signatures(id)];
  expect(vs.map((v) => v.version)).toEqual(Array.from({ length: ss.length + 1 }, (_, i) => i + 1));
  expect(ss.map((s) => s.version)).toEqual(Array.from({ length: ss.length }, (_, i) => i + 2));
  expect(vs.map((v) => v.reason)).toEqual(['sent', ...ss.map(() => 'signed')]);
  for (const s of ss) expect(vs[s.version - 1]!.user_id).toBe(s.user_id);
  expect(vs.map((v) => v.sealed)).toEqual(vs.map((_, i) => sealed && i === vs.length - 1));
}

const post = async (url: string, user: string, payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${await t.login(user)}` } });

/** Whether a session holds (or waits for) the document's drawing lock, polled for up to 10 s. */
async function drawLock(id: number, granted: boolean): Promise<boolean> {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const {
      rows: [row],
    } = await watcher.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_locks
        WHERE locktype = 'advisory' AND classid = $1 AND objid = $2 AND objsubid = 2 AND granted = $3
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [DRAW_LOCK, id, granted],
    );
    if (row!.n > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return false;
}

describe('a change of a demo document not drawn yet', () => {
  it('signing it without reading it first draws its versions, then adds its own, sealed when last', async () => {
    const [doc] = await waiting('quantity', 'bargeMaster');
    expect(doc!.last).toBe(true);
    const res = await post(`/api/documents/${doc!.id}/sign`, doc!.signer, { kind: 'typed', name: 'Harbour Star 1' });
    expect(res.statusCode).toBe(200);
    expect((await signatures(doc!.id)).length).toBe(doc!.signatures + 1);
    await expectWhole(doc!.id, true);
  });

  it('refusing it draws its versions, so that a revision follows them', async () => {
    const [doc] = await waiting('quality', 'surveyor');
    const res = await post(`/api/documents/${doc!.id}/refuse`, doc!.signer, { reason: 'Density out of range' });
    expect(res.statusCode).toBe(200);
    await expectWhole(doc!.id, false);
  });

  it('waits for a background drawing under way, then signs after its versions (no deadlock, no 500)', async () => {
    const [doc] = await waiting('billOfLading', 'terminal');
    let signing: ReturnType<typeof post> | undefined;
    const drawn = await t.app.db.transaction(async (tx) => {
      // The background job's transaction, holding the drawing lock before it writes a version.
      expect(await tryDrawLock(tx, doc!.id)).toBe(true);
      signing = post(`/api/documents/${doc!.id}/sign`, doc!.signer, { kind: 'typed', name: 'Tan Wei Ming' });
      // The sign waits for the lock, holding the document's row; the drawing's version inserts must still pass.
      expect(await drawLock(doc!.id, false)).toBe(true);
      return drawHistoryDocument(t.app, tx, doc!.id, { wait: false });
    });
    expect(drawn).toBe(true);
    const res = await signing!;
    expect(res.statusCode).toBe(200);
    await expectWhole(doc!.id, false);
  });

  it('leaves nothing to a background drawing that comes while the sign draws', async () => {
    // The other bill of lading waiting for the terminal (the test before signed the first).
    const doc = (await waiting('billOfLading', 'terminal')).at(-1);
    const signing = post(`/api/documents/${doc!.id}/sign`, doc!.signer, { kind: 'typed', name: 'Tan Wei Ming' });
    // The sign draws under the lock: the background job passes the document by, or finds it drawn.
    expect(await drawLock(doc!.id, true)).toBe(true);
    const drawn = await t.app.db.transaction((tx) => drawHistoryDocument(t.app, tx, doc!.id, { wait: false }));
    expect(drawn).toBe(false);
    expect((await signing).statusCode).toBe(200);
    await expectWhole(doc!.id, false);
  });
});
