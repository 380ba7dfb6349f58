import type { CatalogueMessage } from '../../contract/messages/index.js';
import { issueMessage as contractIssueMessage } from '../../contract/messages/issues.js';

/** One issue as fastify-type-provider-zod hands it over: zod's code, path, message and the rest. */
export interface SchemaIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** A request's first zod issue as a catalogue message and the field it is about. */
export function issueMessage(issue: SchemaIssue): { message: CatalogueMessage; field: string | undefined } {
  const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || undefined;
  const message = contractIssueMessage({
    ...issue.params,
    code: issue.keyword,
    message: issue.message,
    // The request's own value is gone by now; zod's English text still says whether it was absent.
    missing: /received undefined/.test(issue.message ?? ''),
  });
  return { message, field };
}
