import { describe, expect } from 'vitest';
import { test } from '../support/fixtures.js';
import { nominationAt } from '../support/nominations.js';
import { tankOf } from '../support/documents.js';
import type { DocumentRecord } from '../../contract/schemas/documents.js';

/**
 * Issue 31, point 4: a document's record tells its reader what they may do now (`actions`) and
 * which of their steps wait on someone else, with the reason (`waits`), so that no screen offers a
 * step only to have it refused.
 */
describe("a document's steps as each reader sees them", () => {
  test('offers what may be done now and says what the rest waits for', async ({ api: t, demo, tokens: k }) => {
    const surveyor = await t.login('surveyor');
    const n = await nominationAt(t, demo, k, 'Booked', { surveyorIds: [demo.surveyorCompany] }, { hours: 40 });
    const post = (url: string, token: string, payload?: object) =>
      t.ok<DocumentRecord>({ method: 'POST', url, token, payload });
    const read = (id: number, token: string) =>
      t.ok<DocumentRecord>({ method: 'GET', url: `/api/documents/${id}`, token });
    const steps = (d: DocumentRecord) => ({ actions: d.actions, waits: d.waits });

    // Booked: the surveyor's draft may be edited; sending waits for the terminal to start signing.
    const draft = await post('/api/documents', surveyor, {
      nominationId: n.id,
      type: 'quantity',
      content: { tanks: [tankOf(1000)] },
    });
    const signingStart = { action: 'send', reason: { key: 'documents.waiting.signingStart' } };
    expect(steps(draft)).toEqual({ actions: ['edit'], waits: [signingStart] });
    // The same rule the send itself applies: refused while it waits.
    expect((await t.call({ method: 'POST', url: `/api/documents/${draft.id}/send`, token: surveyor })).status).toBe(
      409,
    );

    await post(`/api/jput/nomination/startSigning/${n.id}`, k.loading);
    expect(steps(await read(draft.id, surveyor))).toEqual({ actions: ['edit', 'send'], waits: [] });

    // Out for signing: the surveyor is due; the loading master and the barge wait for the surveyor.
    await post(`/api/documents/${draft.id}/send`, surveyor);
    expect(steps(await read(draft.id, surveyor))).toEqual({ actions: ['sign', 'refuse'], waits: [] });
    const forSurveyor = { key: 'documents.waiting.signer', params: { who: { key: 'signerSlots.surveyor' } } };
    const waitingFor = (reason: object) => [
      { action: 'sign', reason },
      { action: 'refuse', reason },
    ];
    expect(steps(await read(draft.id, k.loading))).toEqual({ actions: [], waits: waitingFor(forSurveyor) });
    expect(steps(await read(draft.id, k.barge))).toEqual({ actions: [], waits: waitingFor(forSurveyor) });

    // Once the surveyor has signed, it has nothing left to do or wait for; the barge now waits for the loading master.
    await post(`/api/documents/${draft.id}/sign`, surveyor, { kind: 'typed', name: 'Priya Nair' });
    expect(steps(await read(draft.id, surveyor))).toEqual({ actions: [], waits: [] });
    expect(steps(await read(draft.id, k.loading))).toEqual({ actions: ['sign', 'refuse'], waits: [] });
    const forLoading = { key: 'documents.waiting.signer', params: { who: { key: 'signerSlots.loadingMaster' } } };
    expect(steps(await read(draft.id, k.barge))).toEqual({ actions: [], waits: waitingFor(forLoading) });

    // Refused: the makers may revise; the barge, a signer but no maker, waits for the new version.
    await post(`/api/documents/${draft.id}/refuse`, k.loading, { reason: 'Tank temperature is wrong' });
    expect(steps(await read(draft.id, surveyor))).toEqual({ actions: ['revise'], waits: [] });
    expect(steps(await read(draft.id, k.barge))).toEqual({
      actions: [],
      waits: [{ action: 'sign', reason: { key: 'documents.waiting.revision' } }],
    });
  });
});
