import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { textOf } from '../../contract/messages/index.js';
import { messageKey } from '../../contract/messages/index.js';
import { positiveNumber, requiredText } from '../../contract/schemas/common.js';
import { issueMessage, type SchemaIssue } from './validation.js';

/** A zod failure as fastify-type-provider-zod hands it to the error handler. */
function firstIssue(schema: z.ZodType, input: unknown): SchemaIssue {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  const { code, path, message, ...params } = result.error.issues[0]!;
  return { keyword: code, instancePath: `/${path.join('/')}`, message, params };
}

describe('zod issues as catalogue messages', () => {
  it.each([
    ['a missing field', z.object({ name: z.string() }), {}, 'spec.requiredField', 'name'],
    ['a blank required text', z.object({ name: z.string().min(1) }), { name: '' }, 'spec.requiredField', 'name'],
    ['a wrong type', z.object({ n: z.number() }), { n: 'x' }, 'validation.invalidType', 'n'],
    ['a short text', z.object({ code: z.string().min(3) }), { code: 'ab' }, 'validation.tooShort', 'code'],
    ['a long text', z.object({ code: z.string().max(3) }), { code: 'abcd' }, 'validation.tooLong', 'code'],
    [
      'a required text that is too long',
      z.object({ code: requiredText(3) }),
      { code: 'abcd' },
      'validation.tooLong',
      'code',
    ],
    ['a required number that is too big', z.object({ n: positiveNumber(5) }), { n: 9 }, 'validation.tooBig', 'n'],
    ['a required text that is absent', z.object({ code: requiredText(3) }), {}, 'spec.requiredField', 'code'],
    ['a small number', z.object({ n: z.number().min(5) }), { n: 1 }, 'validation.tooSmall', 'n'],
    ['a big number', z.object({ n: z.number().max(5) }), { n: 9 }, 'validation.tooBig', 'n'],
    ['too few items', z.object({ ids: z.array(z.number()).min(1) }), { ids: [] }, 'validation.tooFew', 'ids'],
    ['an e-mail', z.object({ e: z.email() }), { e: 'x' }, 'validation.email', 'e'],
    ['a choice', z.object({ k: z.enum(['a', 'b']) }), { k: 'c' }, 'validation.choice', 'k'],
    ['an unknown field', z.strictObject({}), { isAdmin: true }, 'validation.unknownField', undefined],
    [
      'a nested path',
      z.object({ berths: z.array(z.object({ maxLoa: z.number() })) }),
      { berths: [{ maxLoa: 'x' }] },
      'validation.invalidType',
      'berths.0.maxLoa',
    ],
    [
      'our own keyed text',
      z.object({ imo: z.string().refine(() => false, messageKey('validation.imo')) }),
      { imo: '1' },
      'validation.imo',
      'imo',
    ],
  ] as const)('%s', (_name, schema, input, key, field) => {
    const { message, field: at } = issueMessage(firstIssue(schema, input));
    expect(message.key).toBe(key);
    expect(at).toBe(field);
    // Every one reads in Chinese, never zod's English (field names aside).
    expect(textOf(message, 'zh').replace(/isAdmin|maxLoa/g, '')).not.toMatch(/[A-Za-z]{4,}/);
  });

  it('fills in the numbers and names zod reports', () => {
    expect(textOf(issueMessage(firstIssue(z.object({ c: z.string().min(3) }), { c: 'a' })).message)).toBe(
      'Enter at least 3 characters',
    );
    expect(textOf(issueMessage(firstIssue(z.strictObject({}), { a: 1, b: 2 })).message, 'zh')).toBe('未知字段：a, b');
  });
});
