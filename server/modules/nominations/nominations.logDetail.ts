import { formatTerminalDateTime } from '../../../contract/datetime.js';
import {
  msg,
  type CatalogueMessage,
  type Message,
  type MessageKey,
  type ParamValue,
} from '../../../contract/messages/index.js';
import type { NominationFields, RequestType } from '../../../contract/schemas/nominations.js';

/*
 * The parts of a nomination log detail (ARCHITECTURE §11): field names and request types travel as
 * nested catalogue messages and instants as UTC, so each reader sees the whole detail in their own
 * language; nothing is written in English to be split back into words later.
 */

const INSTANT: MessageKey = 'nominationLog.instant';

/** An instant as a log parameter; the log's reader sees it in the terminal's time zone. */
export const logInstant = (at: Date | string): CatalogueMessage =>
  msg('nominationLog.instant', { utc: new Date(at).toISOString() });

/** Field names as their labels, in the order given. */
export const fieldNames = (keys: readonly string[]): CatalogueMessage[] =>
  keys.map((k) => ({ key: `nominationFields.${k as keyof NominationFields}` satisfies MessageKey }));

/** A change request's kind as its label. */
export const requestTypeName = (type: RequestType): CatalogueMessage => ({
  key: `requestTypes.${type}` satisfies MessageKey,
});

function localParam(value: ParamValue, timeZone: string): ParamValue {
  if (Array.isArray(value)) return value.map((m: Message) => withLocalInstants(m, timeZone));
  if (typeof value !== 'object') return value;
  const message = value as Message;
  return message.key === INSTANT
    ? formatTerminalDateTime(String(message.params?.utc), timeZone)
    : withLocalInstants(message, timeZone);
}

/** A stored detail with its instants written out in the terminal's time zone, the rest left to the reader's language. */
export function withLocalInstants(message: Message, timeZone: string): Message {
  const params = Object.entries(message.params ?? {}).map(([name, value]) => [name, localParam(value, timeZone)]);
  return { key: message.key, params: Object.fromEntries(params) as Record<string, ParamValue> };
}
