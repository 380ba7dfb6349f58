import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { MAIL_EVENTS, type MailEvent } from '../../../contract/mailPreferences.js';

/**
 * The signed, single-purpose links in preference mails (DECISIONS.md §11): a token names its purpose,
 * the user and the event, and is signed with HMAC-SHA256 under a key derived from the server's
 * secret (BERTH_SECRET or the data folder's secret.key) for this use only, so that it proves nothing
 * anywhere else and no other signed thing passes here.
 */
export interface SignedClaim {
  purpose: string;
  userId: number;
  event: string;
}
export interface UnsubscribeClaim {
  purpose: 'unsubscribe';
  userId: number;
  event: MailEvent;
}

const b64 = (b: Buffer) => b.toString('base64url');

/** The key for mail links, derived from the server secret (HKDF); a different secret gives different links. */
export const mailLinkKey = (secret: Buffer): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'berth mail links v1', 32));

export function signClaim(key: Buffer, claim: SignedClaim): string {
  const body = b64(Buffer.from(JSON.stringify({ p: claim.purpose, u: claim.userId, e: claim.event })));
  return `${body}.${b64(createHmac('sha256', key).update(body).digest())}`;
}

/** The claim of a genuine unsubscribe token; undefined for a tampered one, or one made for another purpose. */
export function readUnsubscribe(key: Buffer, token: string): UnsubscribeClaim | undefined {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return undefined;
  const want = createHmac('sha256', key).update(body).digest();
  const got = Buffer.from(mac, 'base64url');
  if (got.length !== want.length || !timingSafeEqual(got, want)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const c = parsed as { p?: unknown; u?: unknown; e?: unknown };
  if (c.p !== 'unsubscribe' || !Number.isInteger(c.u) || !MAIL_EVENTS.includes(c.e as MailEvent)) return undefined;
  return { purpose: 'unsubscribe', userId: c.u as number, event: c.e as MailEvent };
}

/**
 * Where the mails' links point and what signs them. A notice's mail is written deep inside the
 * workflow's transaction (raiseNotification), which knows only its database handle, so the server
 * states these once before anything can write a mail: server/main.ts before it seeds the demo (whose
 * story writes mails), and the app as it is built (registerMailPreferences). A mail written before
 * that would carry links nobody honours, so outside tests asking first is an error; a test or
 * script of its own gets a key of its process only.
 */
let context: { key: Buffer; publicUrl: string } | undefined;
export function setMailLinks(secret: Buffer, publicUrl: string): void {
  context = { key: mailLinkKey(secret), publicUrl: publicUrl.replace(/\/$/, '') };
}
export function mailLinks(): { key: Buffer; publicUrl: string } {
  if (context) return context;
  if (!process.env.VITEST) throw new Error('mail links asked for before setMailLinks: they would not be honoured');
  return (context = { key: randomBytes(32), publicUrl: 'http://localhost:8080' });
}
