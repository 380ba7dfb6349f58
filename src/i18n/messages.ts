import { renderMessage, type Message } from '../../contract/messages/render';

/** Both translators fit: react-admin's (signed-in app) and the light one of the sign-in page. */
type Translate = (key: string, options?: Record<string, string | number>) => string;

/**
 * A catalogue message (from the server or our own) in the user's language. The catalogue's
 * sections sit at the root of both translators' messages, so a key is translated as it is; a key
 * this page does not know falls back to the server's English text.
 */
export function messageText(
  translate: Translate,
  message: Message | undefined,
  fallback: string,
  escape?: (s: string) => string,
): string {
  if (!message) return fallback;
  const lookup = (key: string) => {
    const text = translate(key);
    return text === key ? undefined : text;
  };
  return renderMessage(lookup, message, escape) ?? fallback;
}

interface Failure {
  message: string;
  detail?: Message;
  field?: string;
}

/** What a failed call says, in the user's language; a refusal about one input names it first. */
export function failureText(translate: Translate, error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const f = error as Failure;
  const text = messageText(translate, f.detail, f.message);
  return f.field ? `${f.field}: ${text}` : text;
}
