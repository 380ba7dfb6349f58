/**
 * How many statements one checklist answer or signature, and the statement of facts' writes, send
 * (second review of issue 33, #4): each reads what it needs once, and builds its answer from what it
 * read. Counted at the driver, so a second round of the same query shows here.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { Demo, Tokens } from '../support/nominations.js';
import { answerAll, answerChecklist, checklistOf, partOf, signChecklist } from '../support/checklist.js';
import { bookedCall, recordEvent, recordUpTo, signBeforeTransfer, ago } from '../support/sof.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
});

/** The statements `run` sends through any pooled connection, in order (their text). */
async function statementsOf(run: () => Promise<{ status: number }>): Promise<string[]> {
  const seen: string[] = [];
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const query = proto.query;
  proto.query = function (this: unknown, ...a: unknown[]) {
    const c = a[0] as string | { text?: string };
    const text = typeof c === 'string' ? c : (c?.text ?? '');
    // The audit sealer runs on its own after a write, whichever request it follows.
    if (!text.includes('audit_seal')) seen.push(text);
    return query.apply(this, a);
  };
  try {
    expect((await run()).status).toBe(200);
  } finally {
    proto.query = query;
  }
  return seen;
}

/** How many statements read `table` (a select from it). */
const reads = (seen: string[], table: string) =>
  seen.filter((s) => /^\s*select/i.test(s) && new RegExp(`from "${table}"`).test(s)).length;

describe('statements per write (second review #4)', () => {
  it('an answer reads the answers, signatures, template items and settings once each', async () => {
    const n = await bookedCall(t, d, k);
    const item = partOf(await checklistOf(t, k.loading, n.id), 'afterMooring').items[0]!;
    const seen = await statementsOf(() =>
      answerChecklist(t, k.loading, n.id, {
        part: 'afterMooring',
        round: 0,
        answers: [{ itemId: item.itemId, answer: 'yes' }],
      }),
    );
    expect(reads(seen, 'checklist_answers')).toBe(1);
    expect(reads(seen, 'checklist_signatures')).toBe(1);
    expect(reads(seen, 'checklist_items')).toBe(1);
    expect(reads(seen, 'settings')).toBe(1);
    expect(seen).toHaveLength(10);
  });

  it('a signature reads the answers, signatures and template items once each', async () => {
    const n = await bookedCall(t, d, k);
    await answerAll(t, k.loading, n.id, 'afterMooring');
    const seen = await statementsOf(() => signChecklist(t, k.loading, n.id, 'afterMooring'));
    expect(reads(seen, 'checklist_answers')).toBe(1);
    expect(reads(seen, 'checklist_signatures')).toBe(1);
    expect(reads(seen, 'checklist_items')).toBe(1);
    expect(reads(seen, 'settings')).toBe(1);
    expect(seen).toHaveLength(10);
  });

  it('commenced pumping reads the signatures once', async () => {
    const n = await bookedCall(t, d, k);
    await recordUpTo(t, k.loading, n.id, 'hosesConnected');
    await signBeforeTransfer(t, n.id);
    const seen = await statementsOf(() =>
      recordEvent(t, k.loading, n.id, { event: 'commencedPumping', at: ago(t, 500) }),
    );
    expect(reads(seen, 'checklist_signatures')).toBe(1);
  });

  it('cast off reads the events and the document once', async () => {
    const n = await bookedCall(t, d, k);
    await recordUpTo(t, k.loading, n.id, 'hosesDisconnected');
    const seen = await statementsOf(() => recordEvent(t, k.loading, n.id, { event: 'castOff', at: ago(t, 120) }));
    expect(reads(seen, 'sof_events')).toBe(1);
    // The record's document is the one issued, not read back.
    expect(seen.filter((s) => s.startsWith('select "id", "number", "status" from "documents"'))).toEqual([]);
  });

  it('a remake reads the events once', async () => {
    const n = await bookedCall(t, d, k);
    const id = (await recordUpTo(t, k.loading, n.id, 'castOff')).document!.id;
    const sign = { kind: 'typed', name: 'Signer' };
    await t.ok({ method: 'POST', url: `/api/documents/${id}/sign`, token: k.loading, payload: sign });
    const refuse = { reason: 'The copy is unreadable' };
    await t.ok({ method: 'POST', url: `/api/documents/${id}/refuse`, token: k.barge, payload: refuse });
    const seen = await statementsOf(() =>
      t.call({ method: 'POST', url: `/api/nominations/${n.id}/sof/remake`, token: k.loading }),
    );
    expect(reads(seen, 'sof_events')).toBe(1);
  });
});
