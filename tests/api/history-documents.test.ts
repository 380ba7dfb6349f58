import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { seedHistory } from '../../demo/history.js';
import { seedDocumentFacts } from '../../demo/documents/facts.js';

/**
 * The demo history's documents as facts (issue 15, issue 31 point 15): made before start, the PDFs
 * drawn after it or on a document's first read (demo-truth.test.ts and history-first-read.test.ts
 * check them).
 */
let t: TestApp;
let made: number;
test.beforeAll(async ({ api }) => {
  t = api;
  await seedHistory(t.database.db, t.clock.now);
  made = await seedDocumentFacts(t.database.db, t.clock.now);
});

const rows = <R extends Record<string, unknown>>(text: string) => t.asOwner<R>(text);

describe("the demo history's documents", () => {
  it('give every nomination from Signing in Progress on its certificate of quantity, signed once past signing, once', async () => {
    const [count] = await rows<{ n: number }>('SELECT count(*)::int AS n FROM documents');
    expect(made).toBe(count!.n);
    expect(made).toBeGreaterThan(300);
    expect(await seedDocumentFacts(t.database.db, t.clock.now)).toBe(0);
    const wrong = await rows(
      `SELECT n.id, n.status, d.status AS doc FROM nominations n
         LEFT JOIN documents d ON d.nomination_id = n.id AND d.type = 'quantity'
        WHERE n.status IN ('Signing in Progress', 'CQ Uploaded', 'Completed')
          AND d.status IS DISTINCT FROM
              CASE WHEN n.status = 'Signing in Progress' THEN 'Pending' ELSE 'Signed' END::document_status`,
    );
    expect(wrong).toEqual([]);
    // A bill of lading carries the signed certificate's tonnes: none before it.
    const early = await rows(
      `SELECT d.id FROM documents d JOIN nominations n ON n.id = d.nomination_id
        WHERE d.type IN ('billOfLading', 'quality') AND n.status NOT IN ('CQ Uploaded', 'Completed')`,
    );
    expect(early).toEqual([]);
  });

  it("numbers them without gaps, in the order of the history, with the nomination's actual quantity the certificate's", async () => {
    // Numbers restart each year: the series is a type's in one year.
    const numbers = await rows<{ series: string; seq: number }>(
      `SELECT type || left(right(number, 10), 4) AS series, right(number, 5)::int AS seq FROM documents
        ORDER BY type, created_at, id`,
    );
    const series = new Set(numbers.map((r) => r.series));
    expect([...series].some((s) => s.startsWith('billOfLading'))).toBe(true);
    expect([...series].some((s) => s.startsWith('quality'))).toBe(true);
    for (const one of series) {
      const seq = numbers.filter((r) => r.series === one).map((r) => r.seq);
      expect(seq).toEqual(seq.map((_, i) => i + 1));
    }
    // The live numbering carries on after the seed's: the counters hold the last number of each series.
    const behind = await rows(
      `SELECT c.type FROM document_numbers c WHERE c.last <> (SELECT count(*) FROM documents d
         WHERE d.type = c.type AND extract(year FROM d.created_at) = c.year)`,
    );
    expect(behind).toEqual([]);
    const [odd] = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM nominations n WHERE n.status IN ('CQ Uploaded', 'Completed') AND n.actual_quantity IS NULL`,
    );
    expect(odd!.n).toBe(0);
  });

  it('has a signature for every slot before its due one, and none after, each never later than now', async () => {
    const wrong = await rows(
      `SELECT d.id FROM documents d WHERE
          (SELECT count(*) FROM document_signatures s WHERE s.document_id = d.id)
          <> CASE WHEN d.status = 'Signed' THEN cardinality(d.slots) ELSE array_position(d.slots, d.due) - 1 END
          OR EXISTS (SELECT 1 FROM document_signatures s WHERE s.document_id = d.id AND s.at > now())`,
    );
    expect(wrong).toEqual([]);
  });
});
