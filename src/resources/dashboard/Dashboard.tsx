import { Suspense, useState } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { PageLoading } from '../shared/PageLoading';
import { useQuery } from '@tanstack/react-query';
import type { DashboardResult } from '../../../contract/schemas/dashboard';
import { addDays, formatDay, terminalDay } from '../../../contract/datetime';
import type { PortalDataProvider } from '../../dataProvider';
import { useTimeZone } from '../../layout/useTimeZone';
import { lazyScreen } from '../shared/lazyScreen';
import { CustomerFigures } from './CustomerFigures';
import { PresetButtons } from './PresetButtons';

// The charts (most of this screen's code) draw only the terminal's figures, and the pickers show only
// for a custom period: a customer's landing loads neither (issue 32 §7, bench/bundle.ts).
const TerminalFigures = lazyScreen(() => import('./TerminalFigures').then((m) => m.TerminalFigures));
const DayPicker = lazyScreen(() => import('../shared/DayInput').then((m) => m.DayPicker));
// The port calls' figures come in a call of their own (issue 33): the rest of the dashboard shows first.
const PortCalls = lazyScreen(() => import('./PortCallFigures').then((m) => m.PortCalls));

const PRESETS = [7, 30, 90] as const;

/** The period: one of the presets up to today, or two days picked. */
function PeriodPicker({
  preset,
  from,
  to,
  onPreset,
  onDays,
}: {
  preset: number | 'custom';
  from: string;
  to: string;
  onPreset(p: number | 'custom'): void;
  onDays(from: string, to: string): void;
}) {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
      <PresetButtons<number | 'custom'>
        label={translate('berth.dashboard.period')}
        value={preset}
        onChange={onPreset}
        choices={[
          ...PRESETS.map((d) => ({ value: d, label: translate('berth.dashboard.days', { days: d }) })),
          { value: 'custom', label: translate('berth.dashboard.custom') },
        ]}
      />
      {preset === 'custom' ? (
        <Stack direction="row" spacing={1} sx={{ '& > *': { flexShrink: 0 } }}>
          <Suspense fallback={<Box sx={{ width: 368, height: 48 }} />}>
            <DayPicker
              label={translate('berth.dashboard.from')}
              value={from}
              onChange={(d) => onDays(d, d > to ? d : to)}
            />
            <DayPicker
              label={translate('berth.dashboard.to')}
              value={to}
              onChange={(d) => onDays(d < from ? d : from, d)}
            />
          </Suspense>
        </Stack>
      ) : (
        <Typography color="text.secondary" data-testid="dashboard-period">
          {translate('berth.dashboard.showing', { from: formatDay(from), to: formatDay(to) })}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * /dashboard/index (DECISIONS.md §7): the terminal's day at a glance for terminal logistics, a
 * customer's own for its users. One call brings every figure; each links to the list behind it.
 */
export function Dashboard() {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const dp = useDataProvider<PortalDataProvider>();
  const today = terminalDay(new Date(), timeZone);
  const [preset, setPreset] = useState<number | 'custom'>(30);
  const [days, setDays] = useState({ from: addDays(today, -29), to: today });
  const choosePreset = (p: number | 'custom') => {
    setPreset(p);
    if (p !== 'custom') setDays({ from: addDays(today, -(p - 1)), to: today });
  };
  // Figures are named with their period: "last 30 days" up to today, else the days themselves.
  const periodName = (d: DashboardResult) =>
    preset !== 'custom' && d.to === today
      ? translate('berth.dashboard.lastDays', { days: preset })
      : translate('berth.dashboard.between', { from: formatDay(d.from), to: formatDay(d.to) });
  const { data, error } = useQuery({
    queryKey: ['dashboard', days.from, days.to],
    queryFn: () => dp.api('dashboard', { query: days }),
    placeholderData: (previous: DashboardResult | undefined) => previous,
  });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="dashboard">
      <Title title={translate('berth.dashboard.title')} />
      <PeriodPicker
        preset={preset}
        from={days.from}
        to={days.to}
        onPreset={choosePreset}
        onDays={(from, to) => setDays({ from, to })}
      />
      {error ? (
        <Alert severity="error">{translate('ra.notification.http_error')}</Alert>
      ) : !data ? (
        <PageLoading />
      ) : data.kind === 'terminal' ? (
        <Suspense fallback={<PageLoading />}>
          <TerminalFigures data={data} period={periodName(data)} />
        </Suspense>
      ) : (
        <CustomerFigures data={data} period={periodName(data)} />
      )}
      {data && !error && (
        <Suspense fallback={<PageLoading />}>
          <PortCalls from={data.from} to={data.to} period={periodName(data)} repeated={data.kind === 'terminal'} />
        </Suspense>
      )}
    </Box>
  );
}
