import { describe, expect, it } from 'vitest';
import { readEnv } from '../config.js';
import { fastifyTrustProxy, hopCountWarning, MAX_HOPS } from './trustProxy.js';

const trustProxyOf = (value: string | undefined) => readEnv({ TRUST_PROXY: value }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('refuses true at start, saying what to write instead', () => {
    expect(() => trustProxyOf('true')).toThrow(
      "TRUST_PROXY: TRUST_PROXY=true would trust any client's X-Forwarded-For; give the number of proxies in front (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8",
    );
  });

  it('trusts no proxy when unset, false or 0', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('0')).toBe(false);
  });

  it('takes a number of proxies in front', () => {
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf('2')).toBe(2);
  });

  it('takes addresses and CIDR ranges, comma-separated, IPv4 and IPv6', () => {
    expect(trustProxyOf('10.0.0.0/8')).toEqual(['10.0.0.0/8']);
    expect(trustProxyOf('10.0.0.1, 10.0.0.2')).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(trustProxyOf('192.168.1.0/24,fd00::/8,::1,loopback')).toEqual([
      '192.168.1.0/24',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
  });

  it('refuses what is neither a count nor an address, naming it', () => {
    expect(() => trustProxyOf('yes')).toThrow('"yes" is not an address or CIDR range');
    expect(() => trustProxyOf('10.0.0.0/33')).toThrow('"10.0.0.0/33" is not an address or CIDR range');
    expect(() => trustProxyOf('10.0.0.1,proxy.local')).toThrow('"proxy.local" is not an address or CIDR range');
    expect(() => trustProxyOf('-1')).toThrow('"-1" is not an address or CIDR range');
  });

  it('refuses ranges that take in the whole internet, saying what to write', () => {
    const wide = "would trust the X-Forwarded-For of clients anywhere: name the balancers' own network";
    for (const value of [
      '0.0.0.0/0',
      '::/0',
      '0.0.0.0/1',
      '10.0.0.0/7',
      '2000::/3',
      '2001:db8::/15',
      '::ffff:0.0.0.0/96',
    ])
      expect(() => trustProxyOf(value), value).toThrow(`"${value}" ${wide}`);
    expect(() => trustProxyOf('loopback,0.0.0.0/0')).toThrow(`"0.0.0.0/0" ${wide}`);
    expect(() => trustProxyOf('0.0.0.0/0')).toThrow('(TRUST_PROXY=10.0.0.0/8');
  });

  it('takes the widest private ranges and any narrower one', () => {
    const ranges = ['10.0.0.0/8', '2001:db8::/16', 'fc00::/7', 'fd00::/8', 'fe80::/10', '::ffff:10.0.0.0/104'];
    expect(trustProxyOf(ranges.join(','))).toEqual(ranges);
  });

  it(`refuses more than ${MAX_HOPS} proxies in a row`, () => {
    expect(trustProxyOf(String(MAX_HOPS))).toBe(MAX_HOPS);
    expect(() => trustProxyOf('6')).toThrow(`TRUST_PROXY=6: more than ${MAX_HOPS} proxies in a row`);
    expect(() => trustProxyOf('9999')).toThrow('TRUST_PROXY=9999: more than');
  });

  it('warns at start that a hop count is safe only when the processes are reached through the balancer alone', () => {
    expect(hopCountWarning(1)).toMatch(
      /^TRUST_PROXY=1 believes the nearest hop whoever they are: safe only if the API processes cannot be reached except through the load balancer/,
    );
    expect(hopCountWarning(2)).toContain('nearest 2 hops');
    expect(hopCountWarning(false)).toBeUndefined();
    expect(hopCountWarning(0)).toBeUndefined();
    expect(hopCountWarning(['10.0.0.0/8'])).toBeUndefined();
  });
});

describe("Fastify's trustProxy option", () => {
  it('turns a hop count into trust of the nearest hops only (Fastify 5.12 trusts no one for a bare number)', () => {
    const trust = fastifyTrustProxy(1);
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect(trust('10.0.0.5', 0)).toBe(true);
    expect(trust('198.51.100.1', 1)).toBe(false);
  });

  it('passes a list as it is and none as false', () => {
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(0)).toBe(false);
  });
});
