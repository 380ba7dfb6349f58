import type { ReactNode } from 'react';
import { Box, Card, CardActionArea, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NOMINATION_PROGRESS, type NominationProgress } from '../../../contract/enums';
import { MENU_PATHS } from '../../../contract/menus';
import { Link } from 'react-router-dom';

/** A list screen with a filter set, as react-admin reads it from the address. */
export const listWith = (path: string, filter: Record<string, string>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** One figure: its name, its value large, what it counts; the whole card opens the list behind it. */
export function Figure({ title, value, hint, to }: { title: string; value: ReactNode; hint: string; to: string }) {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={to}
        sx={{ height: '100%' }}
        aria-label={`${translate(title)}: ${translate('berth.dashboard.open')}`}
      >
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {translate(title)}
          </Typography>
          <Typography variant="h4" component="p" sx={{ my: 0.5 }} data-testid={`figure-${title.split('.').pop()}`}>
            {value}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** A panel of the dashboard: a title, a line on what it shows, its content. */
export function Panel({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2">
          {translate(title)}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary" display="block" sx={{ mb: 1 }}>
            {translate(hint)}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}

/** Rows of a figure each, as bars against the largest, each a link to its list (nominations by state, tonnes by product). */
export function CountBars({
  rows,
  format = (n) => n.toLocaleString('en-GB'),
}: {
  rows: { key: string; label: string; count: number; to: string }[];
  format?: (n: number) => string;
}) {
  const translate = useTranslate();
  if (!rows.length) return <Typography color="text.secondary">{translate('berth.dashboard.none')}</Typography>;
  const most = Math.max(...rows.map((r) => r.count));
  return (
    <Stack spacing={1} data-testid="count-bars">
      {rows.map((r) => (
        <Box
          key={r.key}
          component={Link}
          to={r.to}
          data-count={r.count}
          sx={{ color: 'inherit', textDecoration: 'none', '&:hover .label': { textDecoration: 'underline' } }}
        >
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography variant="body2" className="label">
              {r.label}
            </Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {format(r.count)}
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={most ? (r.count / most) * 100 : 0}
            sx={{ height: 6, borderRadius: 3 }}
          />
        </Box>
      ))}
    </Stack>
  );
}

/** Nominations made in the period by state, in the lifecycle's order, each opening the list of that state. */
export function StatesPanel({ states }: { states: { status: NominationProgress; count: number }[] }) {
  const translate = useTranslate();
  const rows = NOMINATION_PROGRESS.map((status) => ({
    status,
    count: states.find((s) => s.status === status)?.count ?? 0,
  })).filter((s) => s.count > 0);
  return (
    <Panel title="berth.dashboard.states" hint="berth.dashboard.statesHint">
      <CountBars
        rows={rows.map((s) => ({
          key: s.status,
          label: translate(`statuses.${s.status}`),
          count: s.count,
          to: listWith(MENU_PATHS.barging, { status: s.status }),
        }))}
      />
    </Panel>
  );
}

/** The figures in a row that fills the width: as many as fit, at least 200 px each (a phone gets one a row). */
export function Tiles({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>{children}</Box>
  );
}
