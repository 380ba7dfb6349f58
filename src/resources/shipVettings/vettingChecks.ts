import { formatDay } from '../../../contract/datetime';
import type { VettingCheck } from '../../../contract/vetting';

/** One check as a sentence with its figures (DECISIONS §5): what passed or failed, and why. */
export function checkLines(
  c: VettingCheck,
  translate: (k: string, o?: object) => string,
): { ok: boolean; text: string }[] {
  const k = (key: string, o?: object) => translate(`berth.vetting.checks.${key}`, o);
  switch (c.key) {
    case 'imo':
      return [{ ok: c.passed, text: k(c.passed ? 'imo.ok' : 'imo.bad', { imo: c.imo }) }];
    case 'loa':
      return [{ ok: c.passed, text: k(c.passed ? 'loa.ok' : 'loa.bad', { loa: c.loa, berths: c.berths.join(', ') }) }];
    case 'documents':
      return c.items.map((i) => ({
        ok: i.state === 'valid',
        text: k(`documents.${i.state}`, {
          kind: translate(`vettingDocumentKinds.${i.kind}`),
          day: i.expiresOn ? formatDay(i.expiresOn) : '',
        }),
      }));
    case 'sire':
      return [
        {
          ok: c.passed,
          text: c.inspectedOn
            ? k(c.passed ? 'sire.ok' : 'sire.old', { day: formatDay(c.inspectedOn), months: c.maxAgeMonths })
            : k('sire.missing'),
        },
      ];
    case 'blacklist':
      return [{ ok: c.passed, text: k(c.passed ? 'blacklist.ok' : 'blacklist.bad', { reason: c.reason ?? '' }) }];
  }
}
