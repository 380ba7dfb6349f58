import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { inRolledBackTransaction } from '../support/migrationSql.js';
import { nominationAt } from '../support/nominations.js';

/**
 * Migration 0033 turns the log details written before keys (English sentences) into catalogue keys
 * and parameters, shape by shape, keeping the old text; a sentence of no known shape is left alone.
 */
let t: TestApp;
let nominationId: number;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  nominationId = (await nominationAt(t, demo, tokens, 'Pending Approval')).id;
});

const statements = readFileSync('server/db/migrations/0033_nomination_log_old_details.sql', 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.trim().replace(/;\s*$/, ''));

const instant = (utc: string) => ({ key: 'nominationLog.instant', params: { utc } });
const field = (name: string) => ({ key: `nominationFields.${name}` });

/** Word for word what the old code wrote, by log action and status, and what each becomes. */
const CASES: [number, string | null, string, string | null, Record<string, unknown>][] = [
  [10, null, 'quantity, remarks', 'nominationLog.fields', { fields: [field('quantity'), field('remarks')] }],
  [10, null, 'customCode', 'nominationLog.fields', { fields: [field('customCode')] }],
  [10, null, 'COA link: https://lab/1.pdf', 'nominationLog.coaLink', { link: 'https://lab/1.pdf' }],
  [10, null, 'COA link removed', 'nominationLog.coaLinkRemoved', {}],
  [10, null, 'port clearance PC-2026-00731', 'nominationLog.portClearance', { reference: 'PC-2026-00731' }],
  [10, null, 'variance justification: meter drift', 'nominationLog.justified', { text: 'meter drift' }],
  [10, null, 'ullage report u 1.pdf removed', 'nominationLog.ullageRemoved', { file: 'u 1.pdf' }],
  [
    9,
    null,
    'ullage report u 1.pdf',
    'nominationLog.fileAdded',
    { kind: { key: 'nominationLog.files.ullage' }, file: 'u 1.pdf' },
  ],
  [
    9,
    null,
    'SDS sheet.pdf',
    'nominationLog.fileAdded',
    { kind: { key: 'nominationLog.files.sds' }, file: 'sheet.pdf' },
  ],
  [
    13,
    'Barge Ready',
    'bargeReadinessTime 2026-11-22T06:00:00.000Z',
    'nominationLog.readiness',
    { time: instant('2026-11-22T06:00:00.000Z') },
  ],
  [
    13,
    'Jetty Assigned',
    'J2 A 2026-11-22T06:00:00.000Z',
    'nominationLog.jettyAssigned',
    { berth: 'J2 A', time: instant('2026-11-22T06:00:00.000Z') },
  ],
  [
    14,
    null,
    '#4 product: productId',
    'nominationLog.requestMade',
    { id: 4, type: { key: 'requestTypes.product' }, fields: [field('productId')] },
  ],
  [
    10,
    null,
    '#4 modification approved: quantity, eta',
    'nominationLog.requestApproved',
    { id: 4, type: { key: 'requestTypes.modification' }, fields: [field('quantity'), field('eta')] },
  ],
  [
    13,
    null,
    '#5 tank rejected: tank full: try T2',
    'nominationLog.requestRejected',
    { id: 5, type: { key: 'requestTypes.tank' }, reason: 'tank full: try T2' },
  ],
  [
    15,
    null,
    '#6 nominatedQtyMax',
    'nominationLog.requestWithdrawn',
    { id: 6, type: { key: 'requestTypes.nominatedQtyMax' } },
  ],
  [
    13,
    'Cancelled',
    'Jetty works 2026-11-22T06:00:00.000Z',
    'nominationLog.reason',
    { reason: 'Jetty works 2026-11-22T06:00:00.000Z' },
  ],
  [13, 'CQ Uploaded', 'CQ-2026-00020', 'nominationLog.document', { number: 'CQ-2026-00020' }],
  [16, null, 'CQ-2026-00020 created', 'documentLog.created', { number: 'CQ-2026-00020' }],
  [16, null, 'CQ-2026-00020 sent for signing (version 1)', 'documentLog.sent', { number: 'CQ-2026-00020', version: 1 }],
  [
    16,
    null,
    'CQ-2026-00020 revised and sent again (version 3)',
    'documentLog.revised',
    { number: 'CQ-2026-00020', version: 3 },
  ],
  [
    16,
    null,
    'CQ-2026-00020 signed as Loading master (version 2)',
    'documentLog.signedBy',
    { number: 'CQ-2026-00020', slot: { key: 'signerSlots.loadingMaster' }, version: 2 },
  ],
  [
    16,
    null,
    'CQ-2026-00020 refused: wrong tank',
    'documentLog.refused',
    { number: 'CQ-2026-00020', reason: 'wrong tank' },
  ],
  [
    16,
    null,
    'CQ-2026-00020 signed by everyone; actual quantity 998.5 t',
    'documentLog.complete',
    { number: 'CQ-2026-00020', actual: 998.5 },
  ],
  // Free text ending in an instant keeps its own shape: it is not read as a berth and its time.
  [
    13,
    null,
    '#5 tank rejected: come back after 2026-05-01T08:00:00.000Z',
    'nominationLog.requestRejected',
    { id: 5, type: { key: 'requestTypes.tank' }, reason: 'come back after 2026-05-01T08:00:00.000Z' },
  ],
  [
    10,
    null,
    'variance justification: meter drift since 2026-05-01T08:00:00.000Z',
    'nominationLog.justified',
    { text: 'meter drift since 2026-05-01T08:00:00.000Z' },
  ],
  // No known shape: shown as written.
  [13, 'Jetty Assigned', 'J2-A', null, {}],
  [10, null, 'Something else entirely.', null, {}],
];

describe('migration 0033 backfill of nomination log details', () => {
  it('gives each old shape its key and parameters, keeps the old text, and leaves unknown shapes alone', async () => {
    expect(statements.length).toBeGreaterThan(10);
    const after = await inRolledBackTransaction(t, async (c) => {
      const ids: number[] = [];
      for (const [action, toStatus, detail] of CASES) {
        const row = await c.query<{ id: number }>(
          `INSERT INTO nomination_log (nomination_id, action, to_status, detail, at) VALUES ($1, $2, $3, $4, now()) RETURNING id`,
          [nominationId, action, toStatus, detail],
        );
        ids.push(row.rows[0]!.id);
      }
      for (const statement of statements) await c.query(`${statement} AND "id" = ANY($1::int[])`, [ids]);
      const rows = await c.query<{ detail: string; key: string | null; params: Record<string, unknown> }>(
        'SELECT detail, detail_key AS key, detail_params AS params FROM nomination_log WHERE id = ANY($1::int[]) ORDER BY id',
        [ids],
      );
      return rows.rows;
    });
    expect(after).toEqual(CASES.map(([, , detail, key, params]) => ({ detail, key, params })));
  });
});
