import {
  Card,
  CardContent,
  Link as MuiLink,
  List,
  ListItem,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CallFigures } from '../../../contract/schemas/portCall';
import { formatNumber } from '../shared/format';
import { MOBILE_MAX } from '../../layout/brand';
import { linkTo } from './Figures';

/** The section's numbers as the kit writes them: thousands separators, one decimal, the unit after. */
export function usePortCallFormat() {
  const translate = useTranslate();
  const none = translate('berth.dashboard.notAvailable');
  const p = (key: string, args: object) => translate(`berth.dashboard.portCalls.${key}`, args);
  return {
    hours: (v: number | null) => (v === null ? none : translate('berth.dashboard.hours', { hours: formatNumber(v) })),
    rate: (v: number | null) => (v === null ? none : p('rate', { rate: formatNumber(v) })),
    percent: (v: number | null) => (v === null ? none : p('percent', { percent: formatNumber(v) })),
    onTime: (f: CallFigures) =>
      f.onTimePercent === null ? none : p('onTimeCell', { percent: formatNumber(f.onTimePercent), onTime: f.onTime }),
  };
}

type Row = CallFigures & { key: number; name: string };

const numeric = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * A group's rows (each berth, each customer): a quiet table on a tablet or laptop, cards on a phone
 * (SCREENS.md). The calls count and the on-time count open the lists behind them.
 */
export function PortCallTable({
  title,
  nameHeader,
  rows,
  testId,
}: {
  title: string;
  nameHeader: string;
  rows: Row[];
  testId: string;
}) {
  const translate = useTranslate();
  const fmt = usePortCallFormat();
  // The kit's phone width (lists become cards there); a tablet keeps the table.
  const phone = useMediaQuery(`(max-width:${MOBILE_MAX}px)`);
  const t = (key: string, args?: object) => translate(`berth.dashboard.portCalls.${key}`, args);
  const callsLink = (r: Row) => (
    <MuiLink component={Link} to={linkTo(r.link)} aria-label={t('openCalls', { name: r.name, calls: r.calls })}>
      {r.calls}
    </MuiLink>
  );
  const onTimeLink = (r: Row) => (
    <MuiLink
      component={Link}
      to={linkTo(r.onTimeLink)}
      // The name holds the text shown (WCAG 2.5.3: speech users say what they see).
      aria-label={t('openOnTime', { name: r.name, onTime: fmt.onTime(r) })}
    >
      {fmt.onTime(r)}
    </MuiLink>
  );
  return (
    <Card data-testid={testId}>
      <CardContent>
        <Typography variant="subtitle1" component="h3">
          {title}
        </Typography>
        {phone ? (
          <List dense disablePadding>
            {rows.map((r) => (
              <ListItem key={r.key} disableGutters divider>
                <ListItemText
                  primary={
                    <>
                      {r.name} · {callsLink(r)} {t('callsColumn').toLowerCase()}
                    </>
                  }
                  secondary={
                    <>
                      {t('waitingColumn')} {fmt.hours(r.waitingHours)} · {t('alongsideColumn')}{' '}
                      {fmt.hours(r.alongsideHours)} · {t('occupancyColumn')} {fmt.percent(r.occupancy)} ·{' '}
                      {t('onTimeColumn')} {onTimeLink(r)}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{nameHeader}</TableCell>
                {[
                  'callsColumn',
                  'waitingColumn',
                  'alongsideColumn',
                  'netRateColumn',
                  'occupancyColumn',
                  'onTimeColumn',
                ].map((k) => (
                  <TableCell key={k} sx={numeric}>
                    {t(k)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.key}>
                  <TableCell component="th" scope="row">
                    {r.name}
                  </TableCell>
                  <TableCell sx={numeric}>{callsLink(r)}</TableCell>
                  <TableCell sx={numeric}>{fmt.hours(r.waitingHours)}</TableCell>
                  <TableCell sx={numeric}>{fmt.hours(r.alongsideHours)}</TableCell>
                  <TableCell sx={numeric}>{fmt.rate(r.netRate)}</TableCell>
                  <TableCell sx={numeric}>{fmt.percent(r.occupancy)}</TableCell>
                  <TableCell sx={numeric}>{onTimeLink(r)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
