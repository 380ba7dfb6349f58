import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Partner signatures (docs/partner-sign-in.md): HMAC-SHA256 keyed with SHA-256 of the partner's
 * key, so the portal, which keeps only that hash, can check what the partner signed.
 */
const mac = (keyHashHex: string, message: string) =>
  createHmac('sha256', Buffer.from(keyHashHex, 'hex')).update(message).digest('base64url');

export function signatureOk(keyHashHex: string, message: string, signature: string): boolean {
  const expected = Buffer.from(mac(keyHashHex, message));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** What a partner puts in a sign-in code. */
export interface PartnerClaims {
  /** The partner app's id in the portal's settings. */
  app: number;
  /** The portal user name the partner vouches for. */
  user: string;
  scope: string;
  redirectUri: string;
  /** Seconds since the epoch. */
  iat: number;
  exp: number;
  /** Unique per code: a code is used once. */
  jti: string;
}

/** A code: base64url(JSON claims) "." base64url(HMAC of the first part). Also used by tests and partners' sample code. */
export function signCode(keyHashHex: string, claims: PartnerClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(keyHashHex, body)}`;
}

/** The claims of a code, unverified (to find the app whose key checks it), or undefined when malformed. */
export function readClaims(code: string): { body: string; signature: string; claims: PartnerClaims } | undefined {
  const [body, signature, extra] = code.split('.');
  if (!body || !signature || extra !== undefined || body.length > 2_000) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PartnerClaims;
    const ok =
      Number.isInteger(claims.app) &&
      typeof claims.user === 'string' &&
      typeof claims.scope === 'string' &&
      typeof claims.redirectUri === 'string' &&
      Number.isFinite(claims.iat) &&
      Number.isFinite(claims.exp) &&
      typeof claims.jti === 'string' &&
      claims.jti.length >= 8 &&
      claims.jti.length <= 100;
    return ok ? { body, signature, claims } : undefined;
  } catch {
    return undefined;
  }
}
