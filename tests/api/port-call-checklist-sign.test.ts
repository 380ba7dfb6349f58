import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { Demo, Tokens } from '../support/nominations.js';
import { bookedCall } from '../support/sof.js';
import { answerAll, answerChecklist, checklistOf, partOf, refusalOf, signChecklist } from '../support/checklist.js';
import type { ChecklistItemRecord } from '../../contract/schemas/portCall.js';
import { textOf, type Message } from '../../contract/messages/index.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
});

const items = async () =>
  (await t.call({ method: 'GET', url: '/api/checklist-items', token: k.logistics })).body.data as ChecklistItemRecord[];

describe('signing a part (DECISIONS §10)', () => {
  it('refuses while items of the part are unanswered by the signing side, counting them', async () => {
    const n = await bookedCall(t, d, k);
    const part = partOf(await checklistOf(t, k.loading, n.id), 'afterMooring');
    await answerChecklist(t, k.loading, n.id, {
      part: 'afterMooring',
      round: 0,
      answers: [{ itemId: part.items[0]!.itemId, answer: 'yes' }],
    });
    // The barge's answers do not count for the terminal.
    await answerAll(t, k.barge, n.id, 'afterMooring');
    const res = refusalOf(await signChecklist(t, k.loading, n.id, 'afterMooring'));
    expect(res).toMatchObject({
      status: 409,
      key: 'checklist.unanswered',
      params: { count: part.items.length - 1, part: { key: 'checklistPart.afterMooring' } },
    });
    expect(res.msg).toBe(`${part.items.length - 1} items of "After mooring" are not answered by your side`);
    expect(partOf(await checklistOf(t, k.loading, n.id), 'afterMooring').signRefusal?.key).toBe('checklist.unanswered');
    expect(partOf(await checklistOf(t, k.barge, n.id), 'afterMooring').signRefusal).toBeNull();
  });

  it('refuses while a critical item is answered no by either side, naming it in the reader’s language', async () => {
    const n = await bookedCall(t, d, k);
    const critical = (await items()).find((i) => i.part === 'afterMooring' && i.critical)!;
    await answerAll(t, k.loading, n.id, 'afterMooring');
    await answerAll(t, k.barge, n.id, 'afterMooring', 0, 'yes', { [critical.id]: 'no' });
    for (const token of [k.loading, k.barge]) {
      const res = refusalOf(await signChecklist(t, token, n.id, 'afterMooring'));
      expect(res).toMatchObject({ status: 409, key: 'checklist.criticalNo' });
      const message = { key: res.key!, params: res.params } as Message;
      expect(textOf(message, 'en')).toBe(`A critical item is answered no: "${critical.textEn}"`);
      expect(textOf(message, 'zh')).toBe(`一项关键项目的回答为否：“${critical.textZh}”`);
    }
    // A "no" on an item that is not critical does not stop the signature.
    const plain = (await items()).find((i) => i.part === 'afterMooring' && !i.critical)!;
    await answerAll(t, k.barge, n.id, 'afterMooring', 0, 'yes', { [plain.id]: 'no' });
    expect((await signChecklist(t, k.barge, n.id, 'afterMooring')).status).toBe(200);
  });

  it('signs once per side, then refuses further answers of that side', async () => {
    const n = await bookedCall(t, d, k);
    await answerAll(t, k.barge, n.id, 'beforeArrival');
    const signed = await signChecklist(t, k.barge, n.id, 'beforeArrival');
    expect(partOf(signed.body.data as never, 'beforeArrival').signatures.barge).toMatchObject({
      by: { name: 'Harbour Star 1' },
    });
    expect(refusalOf(await signChecklist(t, k.barge, n.id, 'beforeArrival'))).toMatchObject({
      status: 409,
      key: 'checklist.alreadySigned',
    });
    const again = await answerAll(t, k.loading, n.id, 'beforeArrival').then(() =>
      answerChecklist(t, k.barge, n.id, {
        part: 'beforeArrival',
        round: 0,
        answers: [{ itemId: partOf(signed.body.data as never, 'beforeArrival').items[0]!.itemId, answer: 'no' }],
      }),
    );
    expect(refusalOf(again)).toMatchObject({ status: 409, key: 'checklist.alreadySigned' });
    const rows = await t.asOwner<{ user_name: string; side: string }>(
      `SELECT user_name, side FROM checklist_signatures WHERE nomination_id = $1`,
      [n.id],
    );
    expect(rows).toEqual([{ user_name: 'Harbour Star 1', side: 'barge' }]);
    const log = await t.asOwner(
      `SELECT 1 FROM nomination_log WHERE nomination_id = $1 AND detail_key = 'checklist.logSigned'`,
      [n.id],
    );
    expect(log).toHaveLength(1);
  });

  it('keeps an answered item with its copied text when the template item is retired; drops unanswered retired ones', async () => {
    const n = await bookedCall(t, d, k);
    const made = await t.ok<ChecklistItemRecord>({
      method: 'POST',
      url: '/api/checklist-items',
      token: k.logistics,
      payload: { part: 'beforeArrival', textEn: 'Old wording', textZh: '旧措辞', critical: false, position: 1 },
    });
    const other = await bookedCall(t, d, k);
    await answerChecklist(t, k.loading, n.id, {
      part: 'beforeArrival',
      round: 0,
      answers: [{ itemId: made.id, answer: 'yes' }],
    });
    await t.ok({
      method: 'PUT',
      url: `/api/checklist-items/${made.id}`,
      token: k.logistics,
      payload: {
        part: 'beforeArrival',
        textEn: 'New wording',
        textZh: '新措辞',
        critical: true,
        position: 1,
        active: false,
      },
    });
    const kept = partOf(await checklistOf(t, k.loading, n.id), 'beforeArrival').items.find((i) => i.itemId === made.id);
    expect(kept).toMatchObject({ text: { en: 'Old wording', zh: '旧措辞' }, critical: false });
    // The barge may still answer it on this call: it is on the part.
    const barge = await answerChecklist(t, k.barge, n.id, {
      part: 'beforeArrival',
      round: 0,
      answers: [{ itemId: made.id, answer: 'yes' }],
    });
    expect(barge.status).toBe(200);
    const fresh = partOf(await checklistOf(t, k.loading, other.id), 'beforeArrival').items.map((i) => i.itemId);
    expect(fresh).not.toContain(made.id);
    const res = await answerChecklist(t, k.loading, other.id, {
      part: 'beforeArrival',
      round: 0,
      answers: [{ itemId: made.id, answer: 'yes' }],
    });
    expect(refusalOf(res)).toMatchObject({ status: 400, key: 'checklist.unknownItem', params: { id: made.id } });
  });

  it('refuses bad answers with a 400: unknown items, parts and answers, rounds of the wrong part', async () => {
    const n = await bookedCall(t, d, k);
    const transfer = (await items()).find((i) => i.part === 'beforeTransfer')!;
    const cases: [Record<string, unknown>, string | undefined][] = [
      [{ part: 'beforeArrival', round: 0, answers: [{ itemId: transfer.id, answer: 'yes' }] }, 'checklist.unknownItem'],
      [{ part: 'beforeArrival', round: 0, answers: [{ itemId: 99_999, answer: 'yes' }] }, 'checklist.unknownItem'],
      [{ part: 'beforeArrival', round: 2, answers: [{ itemId: transfer.id, answer: 'yes' }] }, 'checklist.badRound'],
      [{ part: 'repeated', round: 0, answers: [{ itemId: transfer.id, answer: 'yes' }] }, 'checklist.badRound'],
      [
        { part: 'beforeTransfer', round: 0, answers: [{ itemId: transfer.id, answer: 'maybe' }] },
        'checklist.answerNeeded',
      ],
      [{ part: 'during', round: 0, answers: [{ itemId: transfer.id, answer: 'yes' }] }, undefined],
      [{ part: 'beforeTransfer', round: 0, answers: [] }, undefined],
      [{ part: 'beforeTransfer', round: -1, answers: [{ itemId: transfer.id, answer: 'yes' }] }, undefined],
      [{ part: 'beforeTransfer', round: 0, answers: [{ itemId: transfer.id, answer: 'yes', extra: 1 }] }, undefined],
      [
        {
          part: 'beforeTransfer',
          round: 0,
          answers: [{ itemId: transfer.id, answer: 'yes', remark: 'x'.repeat(501) }],
        },
        undefined,
      ],
    ];
    for (const [payload, key] of cases) {
      const res = refusalOf(await answerChecklist(t, k.loading, n.id, payload));
      expect(res.status, JSON.stringify(payload)).toBe(400);
      if (key) expect(JSON.stringify(res), JSON.stringify(payload)).toContain(key);
    }
    for (const payload of [
      { part: 'beforeTransfer' },
      { part: 'x', round: 0 },
      { part: 'beforeTransfer', round: 1.5 },
    ]) {
      const res = await t.call({
        method: 'POST',
        url: `/api/nominations/${n.id}/checklist/sign`,
        token: k.loading,
        payload,
      });
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    expect(refusalOf(await signChecklist(t, k.loading, n.id, 'afterMooring', 3)).key).toBe('checklist.badRound');
    // The same item twice in one request: the last answer stands, no server error.
    const twice = await answerChecklist(t, k.loading, n.id, {
      part: 'beforeTransfer',
      round: 0,
      answers: [
        { itemId: transfer.id, answer: 'yes' },
        { itemId: transfer.id, answer: 'na' },
      ],
    });
    expect(
      partOf(twice.body.data as never, 'beforeTransfer').items.find((i) => i.itemId === transfer.id)?.terminal?.answer,
    ).toBe('na');
  });
});
