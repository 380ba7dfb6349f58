import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { checkAssignment } from '../../../contract/berthRules';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { DAY } from '../../../contract/time';
import type { PortalDataProvider } from '../../dataProvider';
import { useTimeZone } from '../../layout/useTimeZone';

/**
 * The berth board's data for `days` terminal days from `from` (epoch ms): berths, windows and the
 * nominations waiting; the rules' verdict for a nomination at a berth and time (contract/berthRules.ts,
 * which the server runs again); and assigning one.
 */
export function useBerthBoard(from: number, days: number) {
  const dp = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const timeZone = useTimeZone();
  const to = from + days * DAY - 1;
  const range = { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
  const { data, refetch, isError } = useQuery({
    queryKey: ['berthBoard', range.from, range.to],
    queryFn: () => dp.api('berthBoard', { query: range }),
  });
  const format = (ms: number) => formatTerminalDateTime(new Date(ms), timeZone);

  const candidates = useMemo(
    () =>
      new Map([
        ...(data?.windows ?? []).map((w) => [w.nominationId, w.candidate] as const),
        ...(data?.unassigned ?? []).map((u) => [u.nominationId, u] as const),
      ]),
    [data],
  );
  const occupations = data?.windows ?? [];
  const ctx = { changeoverMinutes: data?.changeoverMinutes ?? 60, occupations, formatTime: format };
  /** A planned window that breaks a rule now (a closure, an overlap) shows in red. */
  const conflicted = useMemo(
    () =>
      new Set(
        (data?.windows ?? [])
          .filter((w) => {
            const berth = data?.berths.find((b) => b.id === w.berthId);
            return berth && checkAssignment({ ...w.candidate, readiness: null }, berth, w.start, ctx).length > 0;
          })
          .map((w) => w.nominationId),
      ),
    // ctx is made from data alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data],
  );

  /** The verdict of every rule for a nomination at this berth and time; null when either is unknown. */
  const check = (nominationId: number, berthId: number, start: number) => {
    const candidate = candidates.get(nominationId);
    const berth = data?.berths.find((b) => b.id === berthId);
    return candidate && berth ? checkAssignment(candidate, berth, start, ctx) : null;
  };
  const assign = async (nominationId: number, berthId: number, start: number) => {
    try {
      // The server runs the same rules again: what was green here may have changed meanwhile.
      const after = await dp.api('assign', {
        params: { id: nominationId },
        body: { berthId, estimatedBerthTime: new Date(start).toISOString() },
      });
      notify('berth.barging.outcomes.assignJetty', {
        type: 'info',
        messageArgs: { id: after.id, berth: after.berthName ?? '–', time: format(start) },
      });
    } catch {
      // Shown by the HTTP layer.
    }
    await refetch();
  };
  return {
    data,
    /** The board could not be read and there is none to show. */
    failed: isError && !data,
    refetch,
    range,
    to,
    format,
    occupations,
    conflicted,
    check,
    assign,
    /** Where keyboard placement starts: the nomination's readiness, or the board's first hour. */
    startOf: (nominationId: number) => candidates.get(nominationId)?.readiness ?? from,
  };
}
