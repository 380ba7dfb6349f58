import { expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { DocumentRecord } from '../../contract/schemas/documents.js';
import { seedDemoHistory } from '../../demo/index.js';
import { DRAW_LOCK } from '../../server/modules/documents/documents.history.repository.js';
import { MINUTE } from '../../contract/time.js';

/**
 * Many first reads of undrawn demo documents at once (issue 31, review of the first-read drawing):
 * each used to hold a pooled connection for its whole drawing, so 20 of them (10 in tests) left
 * none for anyone else and the rest timed out waiting. Drawings now take turns, a few at a time,
 * and wait for their turn without a connection.
 */
let t: TestApp;
let token: string;
test.beforeAll(async ({ api }) => {
  t = api;
  // The seed as `npm start` runs it, without the background job that draws the PDFs after start.
  await seedDemoHistory(t.database.db, t.clock.now);
  token = await t.login('logistics');
}, 120_000);

const READS = 25;

it('answers 25 parallel first reads in full while the process stays up and ready', async () => {
  const docs = await t.asOwner<{ id: number; signatures: number }>(
    `SELECT d.id, (SELECT count(*) FROM document_signatures s WHERE s.document_id = d.id AND s.round = d.round)::int AS signatures
       FROM documents d JOIN nominations n ON n.id = d.nomination_id
      WHERE d.status <> 'Draft' AND NOT n.hide_from_terminal
        AND NOT EXISTS (SELECT 1 FROM document_versions v WHERE v.document_id = d.id)
      ORDER BY d.id LIMIT ${READS}`,
  );
  expect(docs).toHaveLength(READS);
  // More readers than connections in the test pool (10): each holding one would leave none.
  expect(READS).toBeGreaterThan(t.database.pool.options.max ?? 10);
  let pending = READS;
  const reads = docs.map((d) =>
    t.call({ method: 'GET', url: `/api/documents/${d.id}`, token }).finally(() => pending--),
  );
  // Health and readiness, asked again and again while the reads run: readiness needs a connection within 1.5 s.
  const probes: { health: number; ready: number }[] = [];
  while (pending > 0) {
    const [health, ready] = await Promise.all([
      t.call({ method: 'GET', url: '/api/health' }),
      t.call({ method: 'GET', url: '/api/ready' }),
    ]);
    if (pending > 0) probes.push({ health: health.status, ready: ready.status });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const answers = await Promise.all(reads);
  expect(probes.length).toBeGreaterThan(0);
  expect(probes.filter((p) => p.health !== 200 || p.ready !== 200)).toEqual([]);
  expect(answers.map((a) => a.status)).toEqual(docs.map(() => 200));
  // Every reader got its document's every version: one when sent, one per signature.
  expect(answers.map((a) => (a.body.data as DocumentRecord).versions.length)).toEqual(
    docs.map((d) => d.signatures + 1),
  );
  const [stored] = await t.asOwner<{ n: number }>(
    `SELECT count(*)::int AS n FROM document_versions WHERE document_id = ANY($1)`,
    [docs.map((d) => d.id)],
  );
  expect(stored!.n).toBe(docs.reduce((sum, d) => sum + d.signatures + 1, 0));
}, 180_000);

it(
  'draws a document read by many at once once, the others awaiting it without a connection of their own',
  async () => {
    const [doc] = await t.asOwner<{ id: number; signatures: number }>(
      `SELECT d.id, (SELECT count(*) FROM document_signatures s WHERE s.document_id = d.id AND s.round = d.round)::int AS signatures
       FROM documents d JOIN nominations n ON n.id = d.nomination_id
      WHERE d.status = 'Signed' AND NOT n.hide_from_terminal
        AND NOT EXISTS (SELECT 1 FROM document_versions v WHERE v.document_id = d.id)
      ORDER BY d.id DESC LIMIT 1`,
    );
    let pending = 6;
    const reads = Array.from({ length: pending }, () =>
      t.call({ method: 'GET', url: `/api/documents/${doc!.id}`, token }).finally(() => pending--),
    );
    // A reader waiting in the drawing lock would hold a connection (and a place among the drawings) doing nothing.
    let waiters = 0;
    while (pending > 0) {
      const [row] = await t.asOwner<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_locks
        WHERE locktype = 'advisory' AND classid = $1 AND objid = $2 AND objsubid = 2 AND NOT granted`,
        [DRAW_LOCK, doc!.id],
      );
      waiters = Math.max(waiters, row!.n);
    }
    const answers = await Promise.all(reads);
    expect(waiters).toBe(0);
    expect(answers.map((a) => (a.body.data as DocumentRecord).versions.length)).toEqual(
      answers.map(() => doc!.signatures + 1),
    );
  },
  MINUTE,
);
