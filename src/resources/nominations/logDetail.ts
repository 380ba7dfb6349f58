import { formatTerminalDateTime } from '../../../contract/datetime';
import { bargingResourcesEn } from '../../i18n/barging.en';

const FIELDS = new Set(Object.keys(bargingResourcesEn.nominations.fields));
const REQUEST_TYPES = new Set(['modification', 'product', 'tank']);
const DECISIONS: Record<string, string> = { approved: 'Approved', rejected: 'Rejected' };
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

type Translate = (key: string) => string;

function human(token: string, translate: Translate, timeZone: string): string {
  if (INSTANT.test(token)) return formatTerminalDateTime(token, timeZone);
  if (FIELDS.has(token)) return translate(`resources.nominations.fields.${token}`);
  if (REQUEST_TYPES.has(token)) return translate(`berth.barging.requests.types.${token}`);
  if (DECISIONS[token]) return translate(`berth.barging.requests.statuses.${DECISIONS[token]}`);
  return token;
}

/**
 * A log entry's detail as the server wrote it (field keys, request types, UTC instants), in the
 * user's language and the terminal's time zone; free text (a reason) is left as it was typed.
 */
export function humaniseDetail(detail: string, translate: Translate, timeZone: string): string {
  // Words are split on spaces; a trailing "," or ":" stays outside the word (an instant keeps its colons).
  return detail
    .split(/(\s+)/)
    .map((word) => {
      const [, token = word, tail = ''] = /^(.*?)([,:]?)$/.exec(word) ?? [];
      return human(token, translate, timeZone) + tail;
    })
    .join('');
}
