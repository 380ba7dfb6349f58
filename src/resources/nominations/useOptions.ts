import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { NominationOptions } from '../../../contract/schemas/nominations';
import { formatDay, formatTerminalDateTime } from '../../../contract/datetime';
import type { PortalDataProvider } from '../../dataProvider';
import { useTimeZone } from '../../layout/useTimeZone';
import { MINUTE } from '../../../contract/time';

/** The nomination form's choices, fetched once per visit. */
export function useNominationOptions() {
  const dp = useDataProvider<PortalDataProvider>();
  return useQuery({ queryKey: ['nominationOptions'], queryFn: () => dp.api('nominationOptions'), staleTime: MINUTE });
}

type Why = NonNullable<NominationOptions['barges'][number]['unqualifiedWhy']>;

/**
 * The barge picker's choices. An unqualified barge stays in the list, disabled, saying why and
 * since when (what the unqualified list holds): a customer looking for it sees it cannot be
 * nominated instead of picking it and being refused on Save.
 */
export function useBargeChoices(options: NominationOptions | undefined) {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const since = (value: string | null) =>
    value === null
      ? null
      : /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? formatDay(value)
        : formatTerminalDateTime(value, timeZone).slice(0, 10);
  const whyText = (why: Why) => {
    // The terminal's setting: the same words as the refusal on Save (no reason, no since).
    if (why.kind === 'vettingNeeded') return translate('vetting.vettingNeeded');
    const what =
      why.kind === 'blacklisted'
        ? translate('berth.barging.unqualified.blacklisted')
        : translate(`vettingStatuses.${why.kind}`);
    const day = since(why.since);
    const when = day ? translate('berth.barging.unqualified.since', { what, day }) : what;
    return why.reason ? translate('berth.barging.unqualified.because', { what: when, reason: why.reason }) : when;
  };
  return (options?.barges ?? []).map((b) => {
    const name = `${b.name} · IMO ${b.imo} · ${b.loa} m`;
    return {
      id: b.id,
      name: b.unqualified
        ? translate('berth.barging.unqualified.option', {
            barge: name,
            why: b.unqualifiedWhy ? whyText(b.unqualifiedWhy) : translate('berth.barging.unqualified.listed'),
          })
        : name,
      disabled: b.unqualified,
    };
  });
}
