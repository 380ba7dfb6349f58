import { Grid } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { TerminalDashboard } from '../../../contract/schemas/dashboard';
import { MENU_PATHS } from '../../../contract/menus';
import { formatNumber } from '../shared/format';
import { CountBars, Figure, listWith, Panel, StatesPanel, Tiles } from './Figures';

const BOARD = `${MENU_PATHS.barging}/board`;

/** Terminal logistics' dashboard: today's open work as figures, the period's berths, states and products as bars. */
export function TerminalFigures({ data }: { data: TerminalDashboard }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const d = (key: string, args?: object) => translate(`berth.dashboard.${key}`, args);
  const percent = data.onTime.berthings ? Math.round((data.onTime.onTime / data.onTime.berthings) * 100) : null;
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Tiles>
          <Figure
            title="berth.dashboard.waiting"
            value={
              data.waiting.averageHours === null ? d('notAvailable') : d('hours', { hours: data.waiting.averageHours })
            }
            hint={d('waitingHint', { count: data.waiting.berthings })}
            to={MENU_PATHS.mooringReport}
          />
          <Figure
            title="berth.dashboard.onTime"
            value={percent === null ? d('notAvailable') : `${percent} %`}
            hint={d('onTimeHint', data.onTime)}
            to={MENU_PATHS.mooringReport}
          />
          <Figure
            title="berth.dashboard.highVariance"
            value={data.highVarianceOpen}
            hint={d('highVarianceHint')}
            to={MENU_PATHS.highVariance}
          />
          <Figure
            title="berth.dashboard.vettings"
            value={data.vettings.waitingOnTerminal}
            hint={d('vettingsHint', data.vettings)}
            to={listWith(MENU_PATHS.shipVetting, { waiting: 'true' })}
          />
          <Figure
            title="berth.dashboard.documents"
            value={data.documentsAwaiting}
            hint={d('documentsHint')}
            to={listWith(MENU_PATHS.quantity, { status: 'Pending' })}
          />
        </Tiles>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Panel title="berth.dashboard.occupancy" hint="berth.dashboard.occupancyHint">
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
        <Panel title="berth.dashboard.throughput" hint="berth.dashboard.throughputHint">
          <CountBars
            format={(n) => d('tonnes', { tonnes: formatNumber(Math.round(n)) })}
            rows={data.throughput.map((p) => ({
              key: String(p.productId),
              label: p.product,
              count: p.tonnes,
              to: listWith(MENU_PATHS.barging, { status: 'Completed' }),
            }))}
          />
        </Panel>
      </Grid>
    </Grid>
  );
}
