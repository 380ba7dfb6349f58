import { isIP } from 'node:net';

/**
 * Which proxies in front of the app may tell it the client's address (X-Forwarded-For): none, the
 * nearest `n` hops, or those at the given addresses and ranges. Never "everyone": then any client
 * writes its own address into the header, and the sign-in limits and the audit log believe it.
 */
export type TrustProxy = false | number | string[];

/** What to write instead, in every refusal of a TRUST_PROXY value. */
const INSTEAD =
  'give the number of proxies in front (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8 or TRUST_PROXY=10.0.0.1,10.0.0.2)';

export const TRUST_EVERYONE_REFUSED = `TRUST_PROXY=true would trust any client's X-Forwarded-For; ${INSTEAD}`;

/** proxy-addr's names for the usual private ranges (loopback 127/8 and ::1, 10/8, 172.16/12, 192.168/16, fc00::/7, link-local). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY as written: `false`/`0`, a hop count, or a comma-separated list of addresses and CIDR ranges. */
export function parseTrustProxy(raw: string): { value: TrustProxy } | { error: string } {
  const text = raw.trim();
  if (text === '' || text === 'false' || text === '0') return { value: false };
  if (text === 'true') return { error: TRUST_EVERYONE_REFUSED };
  if (/^\d+$/.test(text)) return { value: Number(text) };
  const entries = text.split(',').map((e) => e.trim());
  const wrong = entries.filter((e) => !isAddressOrRange(e));
  if (wrong.length > 0)
    return {
      error: `TRUST_PROXY: ${wrong.map((e) => `"${e}"`).join(', ')} is not an address or CIDR range; ${INSTEAD}`,
    };
  return { value: entries };
}

/**
 * Fastify's option for a setting. Fastify 5.12 no longer takes a bare hop count (it trusts no one
 * then), so a count becomes the function Express's `trust proxy = n` amounts to: the socket's peer
 * and the next n-1 entries are proxies, and the entry after them is the client.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  if (setting === 0) return false;
  return (_address, hop) => hop < setting;
}
