import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueMessage } from '../../../contract/messages/issues';
import { messageText } from '../../i18n/messages';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * A record carries read-only fields beside its input (id, names of linked records) at every depth;
 * the form does not send them as the user's input, so the strict schemas' "unknown field" does not apply.
 */
function withoutUnknownKeys(errors: FieldErrors): FieldErrors {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    if ((value as { type?: unknown }).type === 'unrecognized_keys') continue;
    if ('message' in value) kept[key] = value;
    else {
      const nested = withoutUnknownKeys(value as FieldErrors);
      if (Object.keys(nested).length) kept[key] = nested;
    }
  }
  return kept as FieldErrors;
}

/**
 * A form checked by the same zod schema the server applies to the call, so the two cannot
 * disagree; each issue reads as the server's refusal would, in the user's language. The values go
 * to the server untouched (`raw`): the server parses them again and owns the result.
 */
export function useSchemaResolver(schema: z.ZodType): Resolver<FieldValues> {
  const translate = useTranslate();
  return useMemo(() => {
    const check = zodResolver(
      schema as z.ZodType<FieldValues, FieldValues>,
      {
        error: (issue) => {
          const message = issueMessage({ ...issue, missing: blank(issue.input) });
          return messageText(translate, message, issue.message ?? '');
        },
      },
      { raw: true },
    );
    const resolver: Resolver<FieldValues> = async (values, context, options) => {
      const result = await check(values, context, options);
      const errors = withoutUnknownKeys(result.errors);
      return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
    };
    return resolver;
  }, [schema, translate]);
}
