import type { TestApp } from './app.js';
import type { ChecklistAnswer, ChecklistPart } from '../../contract/portCall.js';
import type { ChecklistPartRecord, ChecklistRecord } from '../../contract/schemas/portCall.js';

/** A call's checklist as `token` reads it (status and body). */
export const readChecklist = (t: TestApp, token: string, id: number) =>
  t.call({ method: 'GET', url: `/api/nominations/${id}/checklist`, token });

export const answerChecklist = (t: TestApp, token: string, id: number, payload: Record<string, unknown>) =>
  t.call({ method: 'PUT', url: `/api/nominations/${id}/checklist/answers`, token, payload });

export const signChecklist = (t: TestApp, token: string, id: number, part: ChecklistPart | string, round = 0) =>
  t.call({ method: 'POST', url: `/api/nominations/${id}/checklist/sign`, token, payload: { part, round } });

export async function checklistOf(t: TestApp, token: string, id: number): Promise<ChecklistRecord> {
  const res = await readChecklist(t, token, id);
  if (res.status !== 200) throw new Error(`checklist ${id} → ${res.status} ${res.body.msg}`);
  return res.body.data as ChecklistRecord;
}

export const partOf = (c: ChecklistRecord, part: ChecklistPart, round = 0): ChecklistPartRecord => {
  const found = c.parts.find((p) => p.part === part && p.round === round);
  if (!found) throw new Error(`no ${part} round ${round} in ${JSON.stringify(c.parts.map((p) => [p.part, p.round]))}`);
  return found;
};

/**
 * Answers every item of a part for `token`'s side: `answer` for all, except those in `except`
 * (item id → answer). Must succeed; the record answered.
 */
export async function answerAll(
  t: TestApp,
  token: string,
  id: number,
  part: ChecklistPart,
  round = 0,
  answer: ChecklistAnswer = 'yes',
  except: Record<number, ChecklistAnswer> = {},
): Promise<ChecklistRecord> {
  const items = partOf(await checklistOf(t, token, id), part, round).items;
  const answers = items.map((i) => ({ itemId: i.itemId, answer: except[i.itemId] ?? answer }));
  const res = await answerChecklist(t, token, id, { part, round, answers });
  if (res.status !== 200) throw new Error(`answer ${part} → ${res.status} ${res.body.msg}`);
  return res.body.data as ChecklistRecord;
}

/** A part answered "yes" by both sides and signed by both (the loading master for the terminal). */
export async function completePart(
  t: TestApp,
  tokens: { loading: string; barge: string },
  id: number,
  part: ChecklistPart,
  round = 0,
): Promise<ChecklistRecord> {
  let out: ChecklistRecord | undefined;
  for (const token of [tokens.loading, tokens.barge]) {
    await answerAll(t, token, id, part, round);
    const res = await signChecklist(t, token, id, part, round);
    if (res.status !== 200) throw new Error(`sign ${part} → ${res.status} ${res.body.msg}`);
    out = res.body.data as ChecklistRecord;
  }
  return out!;
}

/** A refusal's status, catalogue key and parameters. */
export const refusalOf = (res: { status: number; body: unknown }) => {
  const b = res.body as { key?: string; params?: Record<string, unknown>; msg: string };
  return { status: res.status, key: b.key, params: b.params, msg: b.msg };
};
