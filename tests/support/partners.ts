import { createHash } from 'node:crypto';
import type { TestApp } from './app.js';

/**
 * A partner platform registered by terminal logistics, with its key issued: its id, and the HMAC key
 * the partner signs with (SHA-256 of the key it was given, docs/partner-sign-in.md).
 */
export async function registerPartnerApp(
  t: TestApp,
  app: { name: string; scope: string; redirectUri: string },
): Promise<{ appId: number; keyHash: string }> {
  const admin = await t.login('logistics');
  const { id } = await t.ok<{ id: number }>({ method: 'POST', url: '/api/partnerApps', token: admin, payload: app });
  const { key } = await t.ok<{ key: string }>({ method: 'POST', url: `/api/partnerApps/${id}/key`, token: admin });
  return { appId: id, keyHash: createHash('sha256').update(key).digest('hex') };
}
