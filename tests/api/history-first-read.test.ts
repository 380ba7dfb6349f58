import { createHash } from 'node:crypto';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { DocumentRecord } from '../../contract/schemas/documents.js';
import { seedDemoHistory } from '../../demo/index.js';
import { drawHistoryDocument } from '../../server/modules/documents/documents.history.render.js';

/**
 * A demo document opened before the background job drew its PDFs is drawn on that read (issue 31
 * point 15, follow-up): the reader gets every version, a PDF that is the stored version, and two
 * first reads at once draw it once.
 */
let t: TestApp;
let token: string;
test.beforeAll(async ({ api }) => {
  t = api;
  // The seed as `npm start` runs it, without the background job that draws the PDFs after start.
  await seedDemoHistory(t.database.db, t.clock.now);
  token = await t.login('logistics');
}, 120_000);

const rows = <R extends Record<string, unknown>>(text: string, values?: unknown[]) => t.asOwner<R>(text, values);
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A document of this type and state the terminal sees, with its signature count. */
async function pick(type: string, status: string) {
  const [doc] = await rows<{ id: number; signatures: number }>(
    `SELECT d.id, (SELECT count(*) FROM document_signatures s WHERE s.document_id = d.id)::int AS signatures
       FROM documents d JOIN nominations n ON n.id = d.nomination_id
      WHERE d.type = $1 AND d.status = $2 AND NOT n.hide_from_terminal
      ORDER BY d.id LIMIT 1`,
    [type, status],
  );
  expect(doc).toBeDefined();
  return doc!;
}

/** A read as the browser makes it, with the raw bytes of a PDF. */
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

const stored = (id: number) =>
  rows<{ version: number; sha256: string; sealed: boolean }>(
    'SELECT version, sha256, sealed FROM document_versions WHERE document_id = $1 ORDER BY version',
    [id],
  );

describe("a demo document's first read", () => {
  it('answers its full versions and the PDF of its stored last version', async () => {
    const [none] = await rows<{ n: number }>('SELECT count(*)::int AS n FROM document_versions');
    expect(none!.n).toBe(0);
    const doc = await pick('billOfLading', 'Signed');
    const record = await t.ok<DocumentRecord>({ method: 'GET', url: `/api/documents/${doc.id}`, token });
    // One version when sent, one per signature; the last sealed.
    expect(record.versions.map((v) => v.version).sort((a, b) => a - b)).toEqual(
      Array.from({ length: doc.signatures + 1 }, (_, i) => i + 1),
    );
    const versions = await stored(doc.id);
    expect(versions.map((v) => v.version)).toEqual(record.versions.map((v) => v.version).sort((a, b) => a - b));
    expect(versions.at(-1)!.sealed).toBe(true);
    const res = await get(`/api/documents/${doc.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(sha256(res.rawPayload)).toBe(versions.at(-1)!.sha256);
  });

  it('draws a document on its first PDF download, as on its record', async () => {
    const doc = await pick('quality', 'Signed');
    const res = await get(`/api/documents/${doc.id}/versions/1/pdf`);
    expect(res.statusCode).toBe(200);
    const versions = await stored(doc.id);
    expect(versions).toHaveLength(doc.signatures + 1);
    expect(sha256(res.rawPayload)).toBe(versions[0]!.sha256);
  });

  it('draws nothing for a reader who may not see the document, who gets it as missing', async () => {
    const [doc] = await rows<{ id: number }>(
      `SELECT d.id FROM documents d JOIN nominations n ON n.id = d.nomination_id
        WHERE n.barge_id <> (SELECT ship_id FROM users WHERE user_name = 'barge') AND d.status <> 'Draft'
          AND NOT EXISTS (SELECT 1 FROM document_versions v WHERE v.document_id = d.id)
        ORDER BY d.id LIMIT 1`,
    );
    // A barge's master sees its own barge's papers only.
    const other = await t.login('barge');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${doc!.id}/pdf`,
      headers: { authorization: `Bearer ${other}` },
    });
    expect(res.statusCode).toBe(404);
    expect(await stored(doc!.id)).toEqual([]);
  });

  it('costs a reader who may not see it the same whether it is drawn or not: no look at its versions', async () => {
    const unseen = await rows<{ id: number }>(
      `SELECT d.id FROM documents d JOIN nominations n ON n.id = d.nomination_id
        WHERE n.barge_id <> (SELECT ship_id FROM users WHERE user_name = 'barge') AND d.status <> 'Draft'
          AND NOT EXISTS (SELECT 1 FROM document_versions v WHERE v.document_id = d.id)
        ORDER BY d.id DESC LIMIT 2`,
    );
    const [undrawn, drawn] = unseen.map((d) => d.id) as [number, number];
    await t.app.db.transaction((tx) => drawHistoryDocument(t.app, tx, drawn, { wait: false }));
    const other = await t.login('barge');
    /** The statements a read runs that concern documents, in order. */
    const statementsOf = async (id: number) => {
      const texts: string[] = [];
      const record = (client: pg.PoolClient) => {
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        Reflect.set(client, 'query', (...args: unknown[]) => {
          const q = args[0];
          texts.push(typeof q === 'string' ? q : String((q as { text?: unknown }).text));
          return query(...args);
        });
        return () => Reflect.set(client, 'query', query);
      };
      // Each client is wrapped while it is out of the pool and given back as it was, on its own release:
      // restoring every client on any release lost or doubled statements when two were out at once.
      const restores = new Map<pg.PoolClient, () => void>();
      const onAcquire = (client: pg.PoolClient) => {
        if (!restores.has(client)) restores.set(client, record(client));
      };
      const onRelease = (_err: Error | undefined, client: pg.PoolClient) => {
        restores.get(client)?.();
        restores.delete(client);
      };
      t.database.pool.on('acquire', onAcquire);
      t.database.pool.on('release', onRelease);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/documents/${id}/pdf`,
        headers: { authorization: `Bearer ${other}` },
      });
      t.database.pool.off('acquire', onAcquire);
      t.database.pool.off('release', onRelease);
      restores.forEach((restore) => restore());
      expect(res.statusCode).toBe(404);
      return texts.filter((q) => /document|advisory/i.test(q));
    };
    const [forUndrawn, forDrawn] = [await statementsOf(undrawn), await statementsOf(drawn)];
    expect(forUndrawn.length).toBeGreaterThan(0);
    expect(forUndrawn).toEqual(forDrawn);
    expect(forUndrawn.filter((q) => /document_versions|advisory/.test(q))).toEqual([]);
    expect(await stored(undrawn)).toEqual([]);
  });

  it('draws it once when two first reads come at once', async () => {
    const doc = await pick('quantity', 'Pending');
    const [pdf, record] = await Promise.all([get(`/api/documents/${doc.id}/pdf`), get(`/api/documents/${doc.id}`)]);
    // A second drawing would have failed on the versions' key, or written versions past the last.
    expect([pdf.statusCode, record.statusCode]).toEqual([200, 200]);
    const versions = await stored(doc.id);
    expect(versions.map((v) => v.version)).toEqual(Array.from({ length: doc.signatures + 1 }, (_, i) => i + 1));
    expect(sha256(pdf.rawPayload)).toBe(versions.at(-1)!.sha256);
    expect((record.json() as { data: DocumentRecord }).data.versions).toHaveLength(versions.length);
  });
});
