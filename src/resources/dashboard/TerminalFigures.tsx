import { Grid } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { TerminalDashboard } from '../../../contract/schemas/dashboard';
import { MENU_PATHS } from '../../../contract/menus';
import { formatNumber } from '../shared/format';
import { CountBars, Figure, linkTo, Panel, StatesPanel, Tiles } from './Figures';
import { OffSpecFigure } from './OffSpecFigure';

const BOARD = `${MENU_PATHS.barging}/board`;

/**
 * Terminal logistics' dashboard: the period's berthings and today's open work as figures, the
 * period's berths, states and products as bars. Each count opens the list that shows exactly it,
 * with the filter the server gave (issue 31); `period` names the days ("last 30 days").
 */
export function TerminalFigures({ data, period }: { data: TerminalDashboard; period: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const d = (key: string, args?: object) => translate(`berth.dashboard.${key}`, { period, ...args });
  const berthings = data.berthings.value;
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Tiles>
          <Figure
            name={d('berthings')}
            testId="berthings"
            value={berthings}
            hint={d('berthingsHint')}
            to={linkTo(data.berthings.link)}
          />
          <Figure
            name={d('waiting')}
            testId="waiting"
            value={
              data.waitingHours === null ? d('notAvailable') : d('hours', { hours: formatNumber(data.waitingHours) })
            }
            hint={d('waitingHint', { count: berthings })}
            to={linkTo(data.berthings.link)}
          />
          <Figure
            name={d('onTime')}
            testId="onTime"
            value={data.onTimePercent === null ? d('notAvailable') : `${formatNumber(data.onTimePercent)} %`}
            hint={d('onTimeHint', { onTime: data.onTime.value, berthings })}
            to={linkTo(data.onTime.link)}
          />
          <Figure
            name={d('completed')}
            testId="completed"
            value={data.completed.value}
            hint={d('completedAllHint')}
            to={linkTo(data.completed.link)}
          />
          <Figure
            name={d('highVariance')}
            testId="highVariance"
            value={data.highVarianceOpen.value}
            hint={d('highVarianceHint', { threshold: data.threshold })}
            to={linkTo(data.highVarianceOpen.link)}
          />
          <OffSpecFigure figure={data.offSpec} period={period} />
          <Figure
            name={d('vettings')}
            testId="vettings"
            value={data.vettingsWaiting.value}
            hint={d('vettingsHint')}
            to={linkTo(data.vettingsWaiting.link)}
          />
          <Figure
            name={d('vettingsOpen')}
            testId="vettingsOpen"
            value={data.vettings.open.value}
            hint={d('vettingsOpenHint')}
            to={linkTo(data.vettings.open.link)}
          />
          <Figure
            name={d('vettingsExpiring')}
            testId="vettingsExpiring"
            value={data.vettings.expiring.value}
            hint={d('vettingsExpiringHint')}
            to={linkTo(data.vettings.expiring.link)}
          />
          {data.documentsAwaiting.map((doc) => (
            <Figure
              key={doc.type}
              name={d('documents', { type: d(`documentTypes.${doc.type}`) })}
              testId={`documents-${doc.type}`}
              value={doc.value}
              hint={d('documentsHint')}
              to={linkTo(doc.link)}
            />
          ))}
        </Tiles>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Panel title={d('occupancy')} hint={d('occupancyHint')}>
          <BarChart
            height={260}
            dataset={data.occupancy}
            xAxis={[{ scaleType: 'band', dataKey: 'berth' }]}
            yAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => `${v} %` }]}
            series={[
              { dataKey: 'last7', label: d('last7'), valueFormatter: (v) => `${v ?? 0} %` },
              { dataKey: 'last30', label: d('last30'), valueFormatter: (v) => `${v ?? 0} %` },
            ]}
            onItemClick={() => navigate(BOARD)}
          />
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <StatesPanel states={data.states} />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <Panel title={d('throughput')} hint={d('throughputHint', { count: data.completed.value })}>
          <CountBars
            name="throughput"
            format={(n) => d('tonnes', { tonnes: formatNumber(Math.round(n)) })}
            rows={data.throughput.map((p) => ({
              key: String(p.productId),
              label: d('productCount', { product: p.product, count: p.value }),
              count: p.tonnes,
              to: linkTo(p.link),
            }))}
          />
        </Panel>
      </Grid>
    </Grid>
  );
}
