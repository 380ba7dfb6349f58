import type { TestApp } from './app.js';
import type { Tokens } from './nominations.js';
import type { DocumentRecord } from '../../contract/schemas/documents.js';

/**
 * One tank whose figures give exactly `tonnes`: at 15 °C the volume correction factor is 1, and
 * with a density of 1.0011 kg/l the weight in air (ρ − 0.0011) is 1 t per m³.
 */
export const tankOf = (tonnes: number, tankName = 'T101') => ({
  tankName,
  openingUllageMm: 9000,
  closingUllageMm: 1200,
  temperatureC: 15,
  density15: 1.0011,
  grossObservedM3: tonnes,
});

const post = (t: TestApp, url: string, token: string, payload?: object) =>
  t.ok<DocumentRecord>({ method: 'POST', url, token, payload });

/**
 * A certificate of quantity made by the loading master and signed the ordinary way, through the
 * API, by every signer in turn (a surveyor of the named company when there is one, the loading
 * master, the barge): the nomination, Signing in Progress, becomes CQ Uploaded with `tonnes` as
 * its actual quantity.
 */
export async function signedCq(t: TestApp, k: Tokens, nominationId: number, tonnes: number): Promise<DocumentRecord> {
  let cq = await post(t, '/api/documents', k.loading, {
    nominationId,
    type: 'quantity',
    content: { tanks: [tankOf(tonnes)] },
  });
  cq = await post(t, `/api/documents/${cq.id}/send`, k.loading);
  while (cq.due) {
    const token = cq.due === 'surveyor' ? await t.login('surveyor') : cq.due === 'bargeMaster' ? k.barge : k.loading;
    cq = await post(t, `/api/documents/${cq.id}/sign`, token, { kind: 'typed', name: `Signer ${cq.due}` });
  }
  return cq;
}
