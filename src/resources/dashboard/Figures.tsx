import type { ReactNode } from 'react';
import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { darken, lighten, type Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { NominationProgress } from '../../../contract/enums';
import { MENU_PATHS } from '../../../contract/menus';
import type { FigureLink } from '../../../contract/schemas/dashboard';
import { Link } from 'react-router-dom';
import { HiddenText } from '../shared/HiddenText';

/**
 * A list screen with a filter set, as react-admin reads it from the address; every filter is also
 * displayed, so its input (or chip) shows it and it can be removed.
 */
const listWith = (path: string, filter: Record<string, string>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}&displayedFilters=${encodeURIComponent(
    JSON.stringify(Object.fromEntries(Object.keys(filter).map((k) => [k, true]))),
  )}`;

/**
 * The screen of the list behind a figure, with the filter the server gave it (issue 31): the browser
 * rebuilds no rule. A certificate list's screen is its type's, whose list keeps the type itself.
 */
export function linkTo({ resource, filter }: FigureLink): string {
  if (resource === 'documents') {
    const { type, ...rest } = filter;
    const path = type === 'quality' || type === 'billOfLading' ? MENU_PATHS[type] : MENU_PATHS.quantity;
    return listWith(path, rest);
  }
  return listWith(resource === 'shipVettings' ? MENU_PATHS.shipVetting : MENU_PATHS.barging, filter);
}

/**
 * One figure: its name (with its period), its value large, what it counts; the whole card opens the
 * list behind it. Named by what it shows, then "open the list" unseen (no aria-label replacing it).
 */
export function Figure({
  name,
  testId,
  value,
  hint,
  to,
}: {
  name: string;
  testId: string;
  value: ReactNode;
  hint: string;
  to: string;
}) {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={to}
        sx={{ height: '100%' }}
        // The figure's name, read by the check that no two figures of a dashboard share one (issue 31).
        data-figure={name}
      >
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {name}
          </Typography>
          <Typography variant="h4" component="p" sx={{ my: 0.5 }} data-testid={`figure-${testId}`}>
            {value}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
          <HiddenText>{translate('berth.dashboard.open')}</HiddenText>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** A panel of the dashboard: a title, a line on what it shows, its content (texts already translated). */
export function Panel({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2">
          {title}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary" display="block" sx={{ mb: 1 }}>
            {hint}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * A determinate LinearProgress as MUI draws it (its track, its bar and their colours), without the
 * component: its indeterminate and buffer variants and their keyframes loaded only for these bars.
 */
function Bar({ value }: { value: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        position: 'relative',
        overflow: 'hidden',
        display: 'block',
        height: 6,
        borderRadius: 3,
        zIndex: 0,
        '@media print': { colorAdjust: 'exact' },
        bgcolor: (t: Theme) =>
          t.palette.mode === 'light' ? lighten(t.palette.primary.main, 0.62) : darken(t.palette.primary.main, 0.5),
      }}
    >
      <Box
        component="span"
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          bgcolor: 'primary.main',
          transformOrigin: 'left',
          transition: 'transform .4s linear',
        }}
        style={{ transform: `translateX(${value - 100}%)` }}
      />
    </Box>
  );
}

/** Rows of a figure each, as bars against the largest, each a link to its list (nominations by state, tonnes by product). */
export function CountBars({
  name,
  rows,
  format = (n) => n.toLocaleString('en-GB'),
}: {
  name: string;
  rows: { key: string; label: string; count: number; to: string }[];
  format?: (n: number) => string;
}) {
  const translate = useTranslate();
  if (!rows.length) return <Typography color="text.secondary">{translate('berth.dashboard.none')}</Typography>;
  const most = Math.max(...rows.map((r) => r.count));
  return (
    <Stack spacing={1} data-testid={`count-bars-${name}`}>
      {rows.map((r) => (
        <Box
          key={r.key}
          component={Link}
          to={r.to}
          data-count={r.count}
          data-figure={r.label}
          sx={{ color: 'inherit', textDecoration: 'none', '&:hover .label': { textDecoration: 'underline' } }}
        >
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2" className="label">
              {r.label}
            </Typography>
            {/* The number never breaks ("48,096 t" on a phone): the label wraps instead. */}
            <Typography
              variant="body2"
              sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {format(r.count)}
            </Typography>
          </Stack>
          {/* The bar only draws the number beside it, which the link already says: hidden from screen readers. */}
          <Bar value={most ? (r.count / most) * 100 : 0} />
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The nominations in progress now, of any date, by state in the lifecycle's order as the server
 * sends them, each opening the list of that state. Without a period: the period's completed ones
 * are a figure of their own (issue 31).
 */
export function StatesPanel({ states }: { states: { status: NominationProgress; value: number; link: FigureLink }[] }) {
  const translate = useTranslate();
  return (
    <Panel title={translate('berth.dashboard.states')} hint={translate('berth.dashboard.statesHint')}>
      <CountBars
        name="states"
        rows={states.map((s) => ({
          key: s.status,
          label: translate(`statuses.${s.status}`),
          count: s.value,
          to: linkTo(s.link),
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
