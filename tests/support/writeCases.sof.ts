import { booked, ok, post, put, type WriteCase, type WriteContext } from './writeCaseKit.js';
import { recordUpTo } from './sof.js';

/** The statement of facts' writes (issue 33): an event recorded, one corrected, a refused document remade. */
const arrived = async (c: WriteContext) => {
  const n = await booked(c);
  const rec = await ok<{ events: { id: number }[] }>(
    c,
    post(`/api/nominations/${n.id}/sof/events`, c.k.loading, { event: 'arrived' }),
  );
  return { nominationId: n.id, eventId: rec.events[0]!.id };
};

export const SOF_CASES: Record<string, WriteCase> = {
  'POST /api/nominations/:id/sof/events': {
    entity: 'sofEvent',
    call: async (c) => post(`/api/nominations/${(await booked(c)).id}/sof/events`, c.k.control, { event: 'arrived' }),
  },
  'PUT /api/sof-events/:id': {
    entity: 'sofEvent',
    call: async (c) =>
      put(`/api/sof-events/${(await arrived(c)).eventId}`, c.k.loading, {
        at: c.t.clock.now.toISOString(),
        correctionReason: 'Read from the deck log',
      }),
  },
  'POST /api/nominations/:id/sof/remake': {
    entity: 'document',
    call: async (c) => {
      const n = await booked(c);
      // Made two days ago, so that the call's events may be dated in the past hours.
      await c.t.asOwner(`UPDATE nominations SET created_at = created_at - interval '2 days' WHERE id = $1`, [n.id]);
      const id = (await recordUpTo(c.t, c.k.loading, n.id, 'castOff')).document!.id;
      await ok(c, post(`/api/documents/${id}/sign`, c.k.loading, { kind: 'typed', name: 'Signer' }));
      await ok(c, post(`/api/documents/${id}/refuse`, c.k.barge, { reason: 'The copy is unreadable' }));
      return post(`/api/nominations/${n.id}/sof/remake`, c.k.loading);
    },
  },
};
