/**
 * Laytime's rights and scope (DECISIONS.md §11) and the recompute job: whoever sees the nomination
 * reads its laytime, another company's customer gets 404; only terminal logistics recomputes, and a
 * change of the settings then writes new versions where the figures change, each version with its
 * audit row (before/after figures) and one row for the job.
 */
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { Demo, Tokens } from '../support/nominations.js';
import { callWith, completedCall, laytimeOk, readLaytime, signAll } from '../support/laytime.js';
import type { LaytimeRecomputed } from '../../contract/schemas/laytime.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
let id: number;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
  const call = await completedCall(t, d, k, callWith({ allFast: 540, stops: [[430, 400, 'barge']] }));
  await signAll(t, k, call.sof.document!.id); // laytime comes from the signed SoF
  id = call.id;
});

const recompute = (token: string) => t.call({ method: 'POST', url: '/api/laytime/recompute', token });

describe('who reads a call laytime', () => {
  it('the customer, the barge and the terminal read their own call', async () => {
    for (const token of [k.customer, k.barge, k.logistics, k.loading, k.control])
      expect((await laytimeOk(t, token, id)).result).toMatchObject({ version: 1, usedMinutes: 360 });
  });

  it("another company's customer and a nomination that does not exist get 404", async () => {
    const [c] = await t.asOwner<{ id: number }>(
      `INSERT INTO companies (code, name, kind) SELECT 'LAYCO', 'Laytime Other Co', kind FROM companies
        WHERE code = 'STRAITS' RETURNING id`,
    );
    await t.asOwner(
      `INSERT INTO users (user_name, nick_name, email, password_hash, user_type, role, company_id)
       SELECT 'laycustomer', 'Other Customer', 'lay@example.com', password_hash, 2, 5, $1 FROM users
        WHERE user_name = 'customer'`,
      [c!.id],
    );
    const other = await t.login('laycustomer');
    expect((await readLaytime(t, other, id)).status).toBe(404);
    expect((await readLaytime(t, k.logistics, 99_999_999)).status).toBe(404);
  });
});

describe('the recompute job', () => {
  it('is refused to everyone but terminal logistics', async () => {
    for (const token of [k.customer, k.barge, k.loading, k.control]) expect((await recompute(token)).status).toBe(403);
  });

  it('writes nothing when nothing changed; after a settings change a new version where figures change', async () => {
    const first = await recompute(k.logistics);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ changed: 0 });
    expect((first.body.data as LaytimeRecomputed).recomputed).toBeGreaterThanOrEqual(1);

    const put = (laytime: Record<string, unknown>) =>
      t.ok({ method: 'PUT', url: '/api/settings', token: k.logistics, payload: { laytime } });
    const base = { baseHours: 2, hoursPerThousandTonnes: 1, noticeHours: 6, overstayHourRate: 500 };
    await put({ ...base, baseHours: 3, excludedCauses: ['terminal', 'weather', 'authority', 'barge'] });
    try {
      const res = await recompute(k.logistics);
      const job = res.body.data as LaytimeRecomputed;
      expect(job.changed).toBeGreaterThanOrEqual(1);
      const rec = await laytimeOk(t, k.logistics, id);
      // 3 h + 1 h allowed; the barge's 30-minute stop no longer counts.
      expect(rec.result).toMatchObject({
        version: 2,
        reason: 'recomputed',
        allowedMinutes: 240,
        usedMinutes: 330,
        overMinutes: 90,
        basis: { rules: { baseHours: 3 } },
      });
      expect(rec.versions.map((v) => v.reason)).toEqual(['recomputed', 'completed']);
      const [audit] = await t.asOwner<{ after: Record<string, unknown>; user_name: string }>(
        `SELECT after, user_name FROM audit_log WHERE action = 'recomputeLaytime' ORDER BY id DESC LIMIT 1`,
      );
      expect(audit).toMatchObject({
        user_name: 'logistics',
        after: { changed: job.changed, recomputed: job.recomputed, draftsMoved: expect.arrayContaining([id]) },
      });
      // Each version the job wrote has its own row: which nomination, the figures before and after.
      const rows = await t.asOwner<{ action: string; before: unknown; after: unknown; user_name: string }>(
        `SELECT action, before, after, user_name FROM audit_log WHERE entity = 'laytime' AND entity_id = $1 ORDER BY id`,
        [String(id)],
      );
      expect(rows).toHaveLength(2);
      expect(rows[1]).toEqual({
        action: 'recordLaytime',
        user_name: 'logistics',
        before: expect.objectContaining({ version: 1, allowedMinutes: 180, usedMinutes: 360, overMinutes: 180 }),
        after: expect.objectContaining({ version: 2, reason: 'recomputed', allowedMinutes: 240, usedMinutes: 330 }),
      });
      const [{ n } = { n: -1 }] = await t.asOwner<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log WHERE action = 'recordLaytime' AND after->>'reason' = 'recomputed'`,
      );
      expect(n).toBe(job.changed);
      // Again with the same settings: nothing more.
      expect(((await recompute(k.logistics)).body.data as LaytimeRecomputed).changed).toBe(0);
      expect((await laytimeOk(t, k.logistics, id)).versions).toHaveLength(2);
    } finally {
      await put({ ...base, excludedCauses: ['terminal', 'weather', 'authority'] });
    }
  });
});
