import type { TestApp } from './app.js';
import type { NominationRecord } from '../../contract/schemas/nominations.js';
import { signedCq } from './documents.js';
import { pilotJobsDone } from './pilotJobs.js';
import { HOUR } from '../../contract/time.js';

export interface Demo {
  barges: Record<'star1' | 'star2' | 'pearl', number>;
  products: Record<'mgo' | 'vlsfo' | 'gasoline', number>;
  berths: Record<'J1-A' | 'J1-B' | 'J2-A' | 'J2-B', number>;
  tanks: Record<'T101' | 'T301', number>;
  surveyorCompany: number;
}

/** The ids of the seeded demo terminal, looked up as the database owner. */
export async function demoIds(t: TestApp): Promise<Demo> {
  const byName = async (sql: string) =>
    new Map((await t.asOwner<{ k: string; id: number }>(sql)).map((r) => [r.k, r.id]));
  const ships = await byName('SELECT name AS k, id FROM ships');
  const products = await byName('SELECT name AS k, id FROM products');
  const berths = await byName('SELECT name AS k, id FROM berths');
  const tanks = await byName('SELECT number AS k, id FROM tanks');
  const companies = await byName('SELECT code AS k, id FROM companies');
  const product = (prefix: string) => [...products].find(([k]) => k.startsWith(prefix))![1];
  return {
    barges: {
      star1: ships.get('Harbour Star 1')!,
      star2: ships.get('Harbour Star 2')!,
      pearl: ships.get('Harbour Pearl')!,
    },
    products: { mgo: product('Marine Gasoil'), vlsfo: product('Very Low'), gasoline: product('Gasoline') },
    berths: {
      'J1-A': berths.get('J1-A')!,
      'J1-B': berths.get('J1-B')!,
      'J2-A': berths.get('J2-A')!,
      'J2-B': berths.get('J2-B')!,
    },
    tanks: { T101: tanks.get('T101')!, T301: tanks.get('T301')! },
    surveyorCompany: companies.get('ACCUSURV')!,
  };
}

export const at = (t: TestApp, hours: number) => new Date(t.clock.now.getTime() + hours * HOUR).toISOString();

export function nominationBody(d: Demo, over: Record<string, unknown> = {}) {
  return {
    bargeId: d.barges.star1,
    productId: d.products.mgo,
    tankId: d.tanks.T101,
    quantity: 1000,
    nominatedQtyMax: 1200,
    ...over,
  };
}

export interface Tokens {
  customer: string;
  logistics: string;
  barge: string;
  control: string;
  loading: string;
}

export async function tokens(t: TestApp): Promise<Tokens> {
  return {
    customer: await t.login('customer'),
    logistics: await t.login('logistics'),
    barge: await t.login('barge'),
    control: await t.login('controlroom'),
    loading: await t.login('loadingmaster'),
  };
}

/** Creates a nomination and walks it to `stage` the ordinary way, through the API. */
export async function nominationAt(
  t: TestApp,
  d: Demo,
  k: Tokens,
  stage:
    | 'Created'
    | 'Pending Approval'
    | 'Pending Barge Readiness Time'
    | 'Pending Jetty Information'
    | 'Jetty Assigned'
    | 'Booked'
    | 'Completed',
  over: Record<string, unknown> = {},
  slot: { berth?: keyof Demo['berths']; hours?: number } = {},
): Promise<NominationRecord> {
  const post = (url: string, payload?: object, token = k.logistics) =>
    t.ok<NominationRecord>({
      method: url.startsWith('PUT ') ? 'PUT' : 'POST',
      url: url.replace(/^PUT /, ''),
      token,
      payload,
    });
  const { actualQuantity = 1000, ...fields } = over as { actualQuantity?: number };
  let n = await post('/api/jput/nomination', nominationBody(d, { ...fields, submit: stage !== 'Created' }), k.customer);
  if (stage === 'Created' || stage === 'Pending Approval') return n;
  const acknowledged = await post(`/api/jput/nomination/acknowledge/${n.id}`);
  if (stage === 'Pending Barge Readiness Time') return acknowledged;
  n = await post(`/api/jput/nomination/readiness/${n.id}`, { bargeReadinessTime: at(t, 1) }, k.customer);
  if (stage === 'Pending Jetty Information') return n;
  n = await post(`/api/jput/nomination/assign/${n.id}`, {
    berthId: d.berths[slot.berth ?? 'J1-A'],
    estimatedBerthTime: at(t, slot.hours ?? 2),
  });
  if (stage === 'Jetty Assigned') return n;
  n = await post(`PUT /api/jput/nomination/book/${n.id}`);
  if (stage === 'Booked') return n;
  await post(`/api/jput/nomination/startSigning/${n.id}`, undefined, k.loading);
  await signedCq(t, k, n.id, actualQuantity);
  await pilotJobsDone(t, n.id);
  return post(`/api/jput/nomination/complete/${n.id}`);
}
