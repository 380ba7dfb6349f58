import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isStrongPassword, newPasswordSchema, PASSWORD_MAX } from './password';

describe('the password rule (spec §5)', () => {
  it.each([
    ['Abcdefghij1!', true],
    ['Abc defghij1#', true], // spaces are allowed
    ['Abcdefghi1!', false], // 11 characters
    ['abcdefghij1!', false], // no upper case
    ['ABCDEFGHIJ1!', false], // no lower case
    ['Abcdefghijk!', false], // no digit
    ['Abcdefghijk1', false], // no special character
    ['Abcdefghijk1-', false], // '-' is not one of !@$%^&*+#
    [`Aa1!${'x'.repeat(PASSWORD_MAX - 4)}`, true],
    [`Aa1!${'x'.repeat(PASSWORD_MAX - 3)}`, false],
  ])('%s → %s', (value, ok) => {
    expect(isStrongPassword(value)).toBe(ok);
  });

  it('fails with the spec message verbatim', () => {
    const res = newPasswordSchema.safeParse('weak');
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe('spec.passwordRule');
  });

  it('accepts any password built from the four classes at a valid length', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 100 }), fc.constantFrom(...'!@$%^&*+#'), (body, special) => {
        expect(isStrongPassword(`Aa1${special}${body}`)).toBe(true);
      }),
    );
  });
});
