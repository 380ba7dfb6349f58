import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { multipart } from '../support/multipart.js';
import { seedHistory } from '../../server/db/history.js';
import { seedHistoryDocuments } from '../../server/modules/documents/documents.history.js';
import type { VerifyResult } from '../../contract/schemas/documents.js';

/** The demo history carries its documents (issue 15): signed where the nomination went past signing. */
let t: TestApp;
let made: number;
// Some 300 documents rendered and sealed: about 40 s of one core.
test.beforeAll(async ({ api }) => {
  t = api;
  await seedHistory(t.database.db, t.clock.now);
  made = await seedHistoryDocuments(t.app);
}, 240_000);

const rows = <R extends Record<string, unknown>>(text: string) => t.asOwner<R>(text);

describe("the demo history's documents", () => {
  it('give every nomination from Signing in Progress on its certificate, and completed ones their bill of lading, once', async () => {
    const [expected] = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM nominations WHERE status IN ('Signing in Progress', 'CQ Uploaded', 'Completed')`,
    );
    expect(made).toBe(expected!.n);
    expect(made).toBeGreaterThan(100);
    expect(await seedHistoryDocuments(t.app)).toBe(0);
    const wrong = await rows(
      `SELECT n.id, n.status, d.type, d.status AS doc FROM nominations n
         LEFT JOIN documents d ON d.nomination_id = n.id
        WHERE n.status IN ('Signing in Progress', 'CQ Uploaded', 'Completed')
          AND NOT (
            (d.type = 'quantity' AND d.status = CASE WHEN n.status = 'Signing in Progress' THEN 'Pending' ELSE 'Signed' END::document_status)
            OR (d.type = 'billOfLading' AND n.status = 'Completed' AND d.status = 'Signed'))`,
    );
    expect(wrong).toEqual([]);
    const [bills] = await rows<{ missing: number }>(
      `SELECT count(*)::int AS missing FROM nominations n WHERE n.status = 'Completed'
          AND NOT EXISTS (SELECT 1 FROM documents d WHERE d.nomination_id = n.id AND d.type = 'billOfLading')`,
    );
    expect(bills!.missing).toBe(0);
  });

  it("numbers them without gaps, in the order of the history, with the nomination's actual quantity the certificate's", async () => {
    // Numbers restart each year: the series is a type's in one year.
    const numbers = await rows<{ series: string; seq: number }>(
      `SELECT type || left(right(number, 10), 4) AS series, right(number, 5)::int AS seq FROM documents
        ORDER BY type, created_at, id`,
    );
    const series = new Set(numbers.map((r) => r.series));
    expect([...series].some((s) => s.startsWith('billOfLading'))).toBe(true);
    for (const one of series) {
      const seq = numbers.filter((r) => r.series === one).map((r) => r.seq);
      expect(seq).toEqual(seq.map((_, i) => i + 1));
    }
    const [odd] = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM nominations n WHERE n.status IN ('CQ Uploaded', 'Completed') AND n.actual_quantity IS NULL`,
    );
    expect(odd!.n).toBe(0);
  });

  it('carries signatures and a sealed final PDF that verifies as valid', async () => {
    const unsigned = await rows(
      `SELECT d.id FROM documents d WHERE d.status = 'Signed'
          AND (SELECT count(*) FROM document_signatures s WHERE s.document_id = d.id) <> cardinality(d.slots)`,
    );
    expect(unsigned).toEqual([]);
    const [doc] = await rows<{ id: number; pdf: Buffer }>(
      `SELECT d.id, v.pdf FROM documents d JOIN document_versions v ON v.document_id = d.id
        WHERE d.type = 'quantity' AND d.status = 'Signed' AND v.sealed ORDER BY d.id DESC LIMIT 1`,
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/documents/verify', ...multipart('cq.pdf', doc!.pdf) });
    expect((res.json() as { data: VerifyResult }).data.outcome).toBe('valid');
  });
});
