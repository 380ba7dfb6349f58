import { Chip, Grid, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CustomerDashboard } from '../../../contract/schemas/dashboard';
import { MENU_PATHS } from '../../../contract/menus';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { useTimeZone } from '../../layout/useTimeZone';
import { dayOf } from '../shipVettings/VettingStatus';
import { Figure, listWith, Panel, StatesPanel, Tiles } from './Figures';

/** A customer's dashboard: its nominations, next berthings, variance and ships' vettings. */
export function CustomerFigures({ data }: { data: CustomerDashboard }) {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const d = (key: string, args?: object) => translate(`berth.dashboard.${key}`, args);
  const completed = listWith(MENU_PATHS.barging, { status: 'Completed' });
  const average = data.variance.averagePercent;
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Tiles>
          <Figure
            title="berth.dashboard.completed"
            value={data.variance.completed}
            hint={d('completedHint')}
            to={completed}
          />
          <Figure
            title="berth.dashboard.averageVariance"
            value={average === null ? d('notAvailable') : `${average > 0 ? '+' : ''}${average.toFixed(2)} %`}
            hint={d('averageVarianceHint')}
            to={completed}
          />
          <Figure
            title="berth.dashboard.highVarianceMine"
            value={data.variance.high}
            hint={d('highVarianceMineHint')}
            to={completed}
          />
        </Tiles>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Panel title="berth.dashboard.nextBerthings">
          {data.nextBerthings.length === 0 ? (
            <Typography color="text.secondary">{d('noBerthings')}</Typography>
          ) : (
            <List dense disablePadding data-testid="next-berthings">
              {data.nextBerthings.map((n) => (
                <ListItemButton key={n.id} component={Link} to={`${MENU_PATHS.barging}/${n.id}`} disableGutters>
                  <ListItemText
                    primary={`#${n.id} · ${n.bargeName} · ${n.berth}`}
                    secondary={`${formatTerminalDateTime(n.at, timeZone)} · ${translate(`statuses.${n.status}`)}`}
                  />
                </ListItemButton>
              ))}
            </List>
          )}
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <StatesPanel states={data.states} />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <Panel title="berth.dashboard.myVettings">
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
            {data.vettings.map((v) => (
              <Chip
                key={v.status}
                component={Link}
                to={listWith(MENU_PATHS.shipVetting, { status: String(v.status) })}
                clickable
                label={`${translate(`vettingStatuses.${v.status}`)}: ${v.count}`}
              />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {d('expiringSoon')}
          </Typography>
          {data.expiring.length === 0 ? (
            <Typography>{d('noExpiring')}</Typography>
          ) : (
            <List dense disablePadding>
              {data.expiring.map((v) => (
                <ListItemButton key={v.id} component={Link} to={`${MENU_PATHS.shipVetting}/${v.id}`} disableGutters>
                  <ListItemText primary={v.shipName} secondary={dayOf(v.expiresAt, timeZone)} />
                </ListItemButton>
              ))}
            </List>
          )}
        </Panel>
      </Grid>
    </Grid>
  );
}
