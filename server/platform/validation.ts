import { asMessageKey, MESSAGES_EN, msg, type CatalogueMessage } from '../../contract/messages/index.js';

/** One issue as fastify-type-provider-zod hands it over: zod's code, path, message and the rest. */
export interface SchemaIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

const VALUE_TYPES = new Set(Object.keys(MESSAGES_EN.valueTypes));
/** zod's expected type as words of the catalogue, when it is one we name. */
const expected = (v: unknown) =>
  VALUE_TYPES.has(String(v))
    ? { key: `valueTypes.${String(v) as keyof typeof MESSAGES_EN.valueTypes}` as const }
    : String(v ?? '');
const list = (v: unknown) => (Array.isArray(v) ? v.map(String).join(', ') : String(v ?? ''));
const num = (v: unknown) => (typeof v === 'number' || typeof v === 'bigint' ? Number(v) : 0);

/**
 * A zod issue as a catalogue message: our schemas' own texts are keys already; zod's built-in
 * texts ("Too small: expected string…") are replaced by keyed ones so every reader gets them in
 * their language.
 */
export function issueMessage(issue: SchemaIssue): { message: CatalogueMessage; field: string | undefined } {
  const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || undefined;
  const own = asMessageKey(issue.message ?? '');
  if (own) return { message: { key: own }, field };
  const p = issue.params ?? {};
  const origin = p.origin;
  switch (issue.keyword) {
    case 'invalid_type':
      return {
        message: /received undefined/.test(issue.message ?? '')
          ? msg('spec.requiredField')
          : msg('validation.invalidType', { expected: expected(p.expected) }),
        field,
      };
    case 'too_small':
      if (origin === 'string')
        return {
          message:
            num(p.minimum) <= 1 ? msg('spec.requiredField') : msg('validation.tooShort', { minimum: num(p.minimum) }),
          field,
        };
      if (origin === 'array' || origin === 'set')
        return { message: msg('validation.tooFew', { minimum: num(p.minimum) }), field };
      return { message: msg('validation.tooSmall', { minimum: num(p.minimum) }), field };
    case 'too_big':
      if (origin === 'string') return { message: msg('validation.tooLong', { maximum: num(p.maximum) }), field };
      if (origin === 'array' || origin === 'set')
        return { message: msg('validation.tooMany', { maximum: num(p.maximum) }), field };
      return { message: msg('validation.tooBig', { maximum: num(p.maximum) }), field };
    case 'invalid_format':
      return { message: p.format === 'email' ? msg('validation.email') : msg('validation.format'), field };
    case 'invalid_value':
      return { message: msg('validation.choice', { values: list(p.values) }), field };
    case 'unrecognized_keys':
      return { message: msg('validation.unknownField', { keys: list(p.keys) }), field };
    default:
      return { message: msg('validation.invalid'), field };
  }
}
