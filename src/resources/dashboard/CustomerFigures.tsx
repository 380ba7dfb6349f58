import { Chip, Grid, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CustomerDashboard } from '../../../contract/schemas/dashboard';
import { BERTHINGS_AHEAD_DAYS } from '../../../contract/dashboard';
import { MENU_PATHS } from '../../../contract/menus';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { useTimeZone } from '../../layout/useTimeZone';
import { dayOf } from '../shipVettings/VettingStatus';
import { Figure, linkTo, Panel, StatesPanel, Tiles } from './Figures';
import { OffSpecFigure } from './OffSpecFigure';

/**
 * A customer's dashboard: its nominations, next berthings, variance and ships' vettings. Each count
 * opens the list that shows exactly it (issue 31); `period` names the days ("last 30 days").
 */
export function CustomerFigures({ data, period }: { data: CustomerDashboard; period: string }) {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const d = (key: string, args?: object) => translate(`berth.dashboard.${key}`, { period, ...args });
  // Rounded before its sign is chosen: −0.001 % reads "0.00 %", not "-0.00 %".
  const average = data.averageVariance === null ? null : Number(data.averageVariance.toFixed(2)) || 0;
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Tiles>
          <Figure
            name={d('completed')}
            testId="completed"
            value={data.completed.value}
            hint={d('completedHint')}
            to={linkTo(data.completed.link)}
          />
          <Figure
            name={d('averageVariance')}
            testId="averageVariance"
            value={average === null ? d('notAvailable') : `${average > 0 ? '+' : ''}${average.toFixed(2)} %`}
            hint={d('averageVarianceHint')}
            to={linkTo(data.completed.link)}
          />
          <Figure
            name={d('highVarianceMine')}
            testId="highVarianceMine"
            value={data.highVariance.value}
            hint={d('highVarianceMineHint', { threshold: data.threshold })}
            to={linkTo(data.highVariance.link)}
          />
          <OffSpecFigure figure={data.offSpec} period={period} />
          <Figure
            name={d('berthingsAhead', { days: BERTHINGS_AHEAD_DAYS })}
            testId="berthingsAhead"
            value={data.berthingsAhead.value}
            hint={d('berthingsAheadHint')}
            to={linkTo(data.berthingsAhead.link)}
          />
        </Tiles>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Panel title={d('nextBerthings')}>
          {data.nextBerthings.length === 0 ? (
            <Typography color="text.secondary">{d('noBerthings')}</Typography>
          ) : (
            // Each link inside a list item: a list holds only items (axe `list`, issue 35).
            <List dense disablePadding data-testid="next-berthings">
              {data.nextBerthings.map((n) => (
                <ListItem key={n.id} disablePadding>
                  <ListItemButton component={Link} to={`${MENU_PATHS.barging}/${n.id}`} disableGutters>
                    <ListItemText
                      primary={`#${n.id} · ${n.bargeName} · ${n.berth}`}
                      secondary={`${formatTerminalDateTime(n.at, timeZone)} · ${translate(`statuses.${n.status}`)}`}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <StatesPanel states={data.states} />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <Panel title={d('myVettings')}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
            {data.vettings.map((v) => (
              <Chip
                key={v.status}
                component={Link}
                to={linkTo(v.link)}
                clickable
                data-figure={translate(`vettingStatuses.${v.status}`)}
                label={`${translate(`vettingStatuses.${v.status}`)}: ${v.value}`}
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
                <ListItem key={v.id} disablePadding>
                  <ListItemButton component={Link} to={`${MENU_PATHS.shipVetting}/${v.id}`} disableGutters>
                    <ListItemText primary={v.shipName} secondary={dayOf(v.expiresAt, timeZone)} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Panel>
      </Grid>
    </Grid>
  );
}
