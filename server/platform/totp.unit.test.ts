import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchStep, stepAt } from './totp.js';

// RFC 6238 appendix B, SHA-1 column: secret "12345678901234567890", 8 digits there; we keep the last 6.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('time-based one-time codes', () => {
  it('matches the RFC 6238 test vectors', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
    ];
    for (const [seconds, code] of vectors)
      expect(hotp(RFC_SECRET, stepAt(new Date(seconds * 1000)))).toBe(code.slice(2));
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, 128, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
  });

  it('allows one step of drift and never the same step twice', () => {
    const at = new Date(1_700_000_000_000);
    const step = stepAt(at);
    expect(matchStep(RFC_SECRET, hotp(RFC_SECRET, step - 1), at, null)).toBe(step - 1);
    expect(matchStep(RFC_SECRET, hotp(RFC_SECRET, step + 2), at, null)).toBeUndefined();
    expect(matchStep(RFC_SECRET, hotp(RFC_SECRET, step), at, step)).toBeUndefined();
    expect(matchStep(RFC_SECRET, 'abcdef', at, null)).toBeUndefined();
  });
});
