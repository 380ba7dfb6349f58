import type { InjectOptions } from 'fastify';
import type { TestApp } from './app.js';
import { nominationAt, type Demo, type Tokens } from './nominations.js';
import { TEST_PASSWORD } from './constants.js';
import { DAY } from '../../contract/time.js';

/**
 * What the cases of tests/support/writeCases*.ts share: one successful call for every write route
 * of the API (tests/api/write-audit.test.ts). Each case makes what its call needs, through the API
 * where it can, then names the call and the audit entity it must leave a row for.
 */
export interface WriteContext {
  t: TestApp;
  d: Demo;
  k: Tokens;
  admin: string;
  head: string;
  inspector: string;
  pilot: string;
  leader: string;
}
export type WriteCall = InjectOptions & { token?: string };
export interface WriteCase {
  /** The audit entity the call must leave at least one row for. */
  entity: string;
  call: (c: WriteContext) => Promise<WriteCall>;
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
let serial = 0;
/** A name no other case has used, so creations never collide. */
export const fresh = (prefix: string) => `${prefix}${++serial}`;
/** A valid IMO number no other case has used (seven digits, the last a check digit). */
export const freshImo = () => {
  const six = String(900_000 + ++serial * 37).slice(0, 6);
  const check = [...six].reduce((sum, d, i) => sum + Number(d) * (7 - i), 0) % 10;
  return `${six}${check}`;
};
export const ok = <T = { id: number }>(c: WriteContext, opts: WriteCall) => c.t.ok<T>(opts);
export const post = (url: string, token: string | undefined, payload?: unknown): WriteCall => ({
  method: 'POST',
  url,
  token,
  payload: payload as object,
});
export const put = (url: string, token: string | undefined, payload?: unknown): WriteCall => ({
  ...post(url, token, payload),
  method: 'PUT',
});
export const del = (url: string, token: string): WriteCall => ({ method: 'DELETE', url, token });
export const day = (c: WriteContext, days: number) =>
  new Date(c.t.clock.now.getTime() + days * DAY).toISOString().slice(0, 10);

/** Each case books its own berth window, far apart from the others, so none refuses another's. */
let hours = 1000;
export const nextHours = () => (hours += 12);
export const booked = (c: WriteContext) =>
  nominationAt(c.t, c.d, c.k, 'Booked', {}, { berth: 'J1-B', hours: nextHours() });
export const completed = (c: WriteContext, actualQuantity = 1000) =>
  nominationAt(c.t, c.d, c.k, 'Completed', { actualQuantity }, { berth: 'J1-B', hours: nextHours() });
export const waiting = (
  c: WriteContext,
  stage: 'Pending Jetty Information' | 'Pending Approval' = 'Pending Jetty Information',
) => nominationAt(c.t, c.d, c.k, stage);

/** A customer user made for the call, so sign-in states and deletion touch nobody else. */
export async function newUser(c: WriteContext) {
  const [company] = await c.t.asOwner<{ id: number }>("SELECT id FROM companies WHERE code = 'STRAITS'");
  const userName = fresh('audit.user');
  const { id } = await ok(
    c,
    post('/api/system/user', c.admin, {
      userName,
      nickName: 'Audit User',
      email: `${userName}@straits.example`,
      userType: 2,
      role: 5,
      companyId: company!.id,
      password: TEST_PASSWORD,
    }),
  );
  return { id, userName };
}
/** A self-registration's body; the company waits for approval once its first user activates. */
export const registration = () => {
  const userName = fresh('selfreg');
  return {
    kind: 'customer',
    companyName: fresh('Self Registered '),
    userName,
    nickName: 'Self',
    email: `${userName}@self.example`,
    password: TEST_PASSWORD,
  };
};
