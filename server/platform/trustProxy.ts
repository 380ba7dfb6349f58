import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of the app may tell it the client's address (X-Forwarded-For): none, the
 * nearest `n` hops, or those at the given addresses and ranges. Never "everyone": then any client
 * writes its own address into the header, and the sign-in limits and the audit log believe it.
 */
export type TrustProxy = false | number | string[];

/** What to write instead, in every refusal of a TRUST_PROXY value. */
const INSTEAD =
  'give the number of proxies in front (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8 or TRUST_PROXY=10.0.0.1,10.0.0.2)';

const TRUST_EVERYONE_REFUSED = `TRUST_PROXY=true would trust any client's X-Forwarded-For; ${INSTEAD}`;

/** proxy-addr's names for the usual private ranges (loopback 127/8 and ::1, 10/8, 172.16/12, 192.168/16, fc00::/7, link-local). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * The widest range a proxy list may name: 10.0.0.0/8 is the widest private IPv4 range, and an IPv6
 * network handed to one organisation is at most a /16. Anything wider takes in addresses anyone on
 * the internet may hold — `0.0.0.0/0` and `::/0` are "everyone" under another name. Wider IPv6
 * ranges are taken only inside the private ones (fc00::/7 unique local, fe80::/10 link-local), so
 * that `fd00::/8` still works.
 */
const WIDEST_PREFIX = { 4: 8, 6: 16 } as const;
const PRIVATE_V6 = [
  ['fc00::', 7],
  ['fe80::', 10],
] as const;
const IPV4_MAPPED = new BlockList();
IPV4_MAPPED.addSubnet('::ffff:0:0', 96, 'ipv6');

/** More proxies in a row than any real deployment has: a larger count trusts what clients write. */
export const MAX_HOPS = 5;

/** A range that takes in addresses outside any one organisation's network. */
function tooWide(address: string, family: 4 | 6, prefix: number): boolean {
  if (family === 4) return prefix < WIDEST_PREFIX[4];
  // proxy-addr matches IPv4 clients against ::ffff:a.b.c.d/n as against a.b.c.d/(n-96).
  if (prefix >= 96 && IPV4_MAPPED.check(address, 'ipv6')) return prefix - 96 < WIDEST_PREFIX[4];
  if (prefix >= WIDEST_PREFIX[6]) return false;
  return !PRIVATE_V6.some(([net, bits]) => {
    const range = new BlockList();
    range.addSubnet(net, bits, 'ipv6');
    return prefix >= bits && range.check(address, 'ipv6');
  });
}

/** Why an entry of the list is refused, or undefined when it is an address or a narrow enough range. */
function entryProblem(entry: string): string | undefined {
  if (NAMED_RANGES.has(entry)) return undefined;
  const notAddress = `"${entry}" is not an address or CIDR range`;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if ((family !== 4 && family !== 6) || rest.length > 0) return notAddress;
  if (prefix === undefined) return undefined;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > (family === 4 ? 32 : 128)) return notAddress;
  if (tooWide(address, family, Number(prefix)))
    return `"${entry}" would trust the X-Forwarded-For of clients anywhere: name the balancers' own network (at most /8 for IPv4, /16 for IPv6 outside fc00::/7 and fe80::/10)`;
  return undefined;
}

/** TRUST_PROXY as written: `false`/`0`, a hop count, or a comma-separated list of addresses and CIDR ranges. */
export function parseTrustProxy(raw: string): { value: TrustProxy } | { error: string } {
  const text = raw.trim();
  if (text === '' || text === 'false' || text === '0') return { value: false };
  if (text === 'true') return { error: TRUST_EVERYONE_REFUSED };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS)
      return {
        error: `TRUST_PROXY=${text}: more than ${MAX_HOPS} proxies in a row would trust what clients write into X-Forwarded-For; ${INSTEAD}`,
      };
    return { value: hops };
  }
  const entries = text.split(',').map((e) => e.trim());
  const problems = entries.map(entryProblem).filter((p) => p !== undefined);
  if (problems.length > 0) return { error: `${problems.join('; ')}; ${INSTEAD}` };
  return { value: entries };
}

/**
 * The warning to log at start for a hop count. A count believes the nearest hops whoever they are:
 * a client that reaches an API process directly, not through the balancer, is taken for the
 * balancer and names its own address. Addresses do not have that weakness.
 */
export function hopCountWarning(setting: TrustProxy): string | undefined {
  if (typeof setting !== 'number' || setting === 0) return undefined;
  return `TRUST_PROXY=${setting} believes the nearest ${setting === 1 ? 'hop' : `${setting} hops`} whoever they are: safe only if the API processes cannot be reached except through the load balancer (a firewall, a private network); else give the balancers' addresses (TRUST_PROXY=10.0.0.0/8)`;
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
