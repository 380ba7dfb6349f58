import { Alert, Box, Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { PageLoading } from '../shared/PageLoading';
import { useQuery } from '@tanstack/react-query';
import type { CallFigures, PortCallFigures as Figures } from '../../../contract/schemas/portCall';
import type { PortalDataProvider } from '../../dataProvider';
import { EmptyState } from '../shared/ListEmpty';
import { Figure, linkTo, Tiles } from './Figures';
import { PortCallTable, usePortCallFormat } from './PortCallTable';

/**
 * The tiles the terminal's own cards above already show, for the same calls and period: berthings
 * (calls all fast), average waiting and on time. Shown twice, with different rounding, they read as
 * two figures (walk 33, dashboard): the terminal sees them once, above; a customer has no such cards.
 */
const REPEATED = new Set(['calls', 'waiting', 'onTime']);

/** A group's figures as tiles, each opening the list of its calls (on time: of its on-time calls). */
function CallTiles({
  f,
  period,
  repeated,
  hours,
}: {
  f: CallFigures;
  period: string;
  repeated: boolean;
  /** The tolerance the server counted on time with (the answer's onTimeToleranceHours). */
  hours: number;
}) {
  const translate = useTranslate();
  const fmt = usePortCallFormat();
  const p = (key: string, args?: object) => translate(`berth.dashboard.portCalls.${key}`, { period, ...args });
  const calls = linkTo(f.link);
  const tiles = [
    { key: 'calls', value: String(f.calls), to: calls },
    { key: 'waiting', value: fmt.hours(f.waitingHours), to: calls },
    { key: 'alongside', value: fmt.hours(f.alongsideHours), to: calls },
    { key: 'pumping', value: fmt.hours(f.pumpingHours), to: calls },
    { key: 'netRate', value: fmt.rate(f.netRate), to: calls },
    { key: 'occupancy', value: fmt.percent(f.occupancy), to: calls },
    { key: 'onTime', value: fmt.percent(f.onTimePercent), to: linkTo(f.onTimeLink) },
  ];
  return (
    <Tiles>
      {tiles
        .filter((t) => !repeated || !REPEATED.has(t.key))
        .map((t) => (
          <Figure
            key={t.key}
            name={p(t.key)}
            testId={`portCalls-${t.key}`}
            value={t.value}
            hint={p(`${t.key}Hint`, { onTime: f.onTime, calls: f.calls, hours })}
            to={t.to}
          />
        ))}
    </Tiles>
  );
}

/** What the answer shows: the terminal's figures with its berths and customers, or a customer's own. */
function PortCallsBody({ data, period, repeated }: { data: Figures; period: string; repeated: boolean }) {
  const translate = useTranslate();
  const own = data.terminal ?? data.customers[0];
  if (!own || own.calls === 0) return <EmptyState text={translate('berth.dashboard.portCalls.empty')} />;
  return (
    <Stack spacing={2}>
      <CallTiles f={own} period={period} repeated={repeated} hours={data.onTimeToleranceHours} />
      {data.terminal && (
        <>
          <PortCallTable
            title={translate('berth.dashboard.portCalls.byBerth')}
            nameHeader={translate('berth.dashboard.portCalls.berth')}
            testId="portCalls-berths"
            rows={data.berths.map((b) => ({ ...b, key: b.berthId, name: b.berth }))}
          />
          <PortCallTable
            title={translate('berth.dashboard.portCalls.byCustomer')}
            nameHeader={translate('berth.dashboard.portCalls.customer')}
            testId="portCalls-customers"
            rows={data.customers.map((c) => ({ ...c, key: c.companyId, name: c.company }))}
          />
        </>
      )}
    </Stack>
  );
}

/**
 * The dashboard's "Port calls" section (issue 33, DECISIONS §10): the figures from actual times over
 * the dashboard's period, for the terminal (with each berth and customer) or a customer's own.
 */
export function PortCalls({
  from,
  to,
  period,
  repeated = false,
}: {
  from: string;
  to: string;
  period: string;
  /** The terminal's cards above show berthings, waiting and on time: not again here. */
  repeated?: boolean;
}) {
  const translate = useTranslate();
  const dp = useDataProvider<PortalDataProvider>();
  const { data, error } = useQuery({
    queryKey: ['portCallFigures', from, to],
    queryFn: () => dp.api('portCallFigures', { query: { from, to } }),
    placeholderData: (previous: Figures | undefined) => previous,
  });
  return (
    <Box component="section" aria-labelledby="port-calls-title" sx={{ mt: 3 }} data-testid="port-calls">
      <Typography variant="h6" component="h2" id="port-calls-title">
        {translate('berth.dashboard.portCalls.title', { period })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate(data && !data.terminal ? 'berth.dashboard.portCalls.ownHint' : 'berth.dashboard.portCalls.hint')}
      </Typography>
      {error ? (
        <Alert severity="error">{translate('ra.notification.http_error')}</Alert>
      ) : !data ? (
        <PageLoading />
      ) : (
        <PortCallsBody data={data} period={period} repeated={repeated} />
      )}
    </Box>
  );
}
