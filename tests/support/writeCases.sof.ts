import { booked, ok, post, put, type WriteCase, type WriteContext } from './writeCaseKit.js';

/** The statement of facts' writes (issue 33): an event recorded, and one corrected. */
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
};
