import { asMessageKey, MESSAGES_EN, msg, type CatalogueMessage } from './index.js';

/** What both sides know of one zod issue: zod's code and own message, the details it reports, and whether the value was missing. */
export interface IssueFacts {
  code?: string;
  message?: string;
  missing: boolean;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  expected?: unknown;
  values?: unknown;
  keys?: unknown;
  format?: unknown;
}

const VALUE_TYPES = new Set(Object.keys(MESSAGES_EN.valueTypes));
/** zod's expected type as words of the catalogue, when it is one we name. */
const expected = (v: unknown) =>
  VALUE_TYPES.has(String(v))
    ? { key: `valueTypes.${String(v) as keyof typeof MESSAGES_EN.valueTypes}` as const }
    : String(v ?? '');
const list = (v: unknown) => (Array.isArray(v) ? v.map(String).join(', ') : String(v ?? ''));
const num = (v: unknown) => (typeof v === 'number' || typeof v === 'bigint' ? Number(v) : 0);
const isCollection = (origin: unknown) => origin === 'array' || origin === 'set';

/**
 * A zod issue as a catalogue message, the same on the server (refusals) and in forms: our schemas'
 * own texts are keys already; zod's built-in texts ("Too small: expected string…") become keyed
 * ones so every reader gets them in their language.
 */
export function issueMessage(issue: IssueFacts): CatalogueMessage {
  const own = asMessageKey(issue.message ?? '');
  if (own) return { key: own };
  switch (issue.code) {
    case 'invalid_type':
      return issue.missing
        ? msg('spec.requiredField')
        : msg('validation.invalidType', { expected: expected(issue.expected) });
    case 'too_small':
      if (issue.origin === 'string')
        return num(issue.minimum) <= 1
          ? msg('spec.requiredField')
          : msg('validation.tooShort', { minimum: num(issue.minimum) });
      if (isCollection(issue.origin)) return msg('validation.tooFew', { minimum: num(issue.minimum) });
      return msg('validation.tooSmall', { minimum: num(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return msg('validation.tooLong', { maximum: num(issue.maximum) });
      if (isCollection(issue.origin)) return msg('validation.tooMany', { maximum: num(issue.maximum) });
      return msg('validation.tooBig', { maximum: num(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? msg('validation.email') : msg('validation.format');
    case 'invalid_value':
      return msg('validation.choice', { values: list(issue.values) });
    case 'unrecognized_keys':
      return msg('validation.unknownField', { keys: list(issue.keys) });
    default:
      return msg('validation.invalid');
  }
}
