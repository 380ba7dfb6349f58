import { Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { BillingRecord } from '../../../contract/schemas/billing';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { useTimeZone } from '../../layout/useTimeZone';
import { usePhone } from '../shared/ResourceList';
import { formatMoney } from '../shared/format';
import { SHORT_CELL } from '../shared/columns';
import { BILLING, BillingStatusChip } from './BillingStatusChip';

/**
 * A clickable row or card shows where the keyboard is (review 34 #4, WCAG 2.4.7): the brand's
 * primary (#0b4f6c, 8.9:1 on white) as an outline drawn inside, so the table does not clip it.
 */
const FOCUSABLE = {
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
} as const;

/**
 * The month's records: a card each on a phone, a table row each on a wider screen; a click, or
 * Enter or Space on the focused row, opens one (every row is in the tab order). A customer's own
 * charges (`readOnly`) leave out the customer column: it is always its own company.
 */
export function BillingTable({
  rows,
  onOpen,
  readOnly = false,
}: {
  rows: BillingRecord[];
  onOpen(r: BillingRecord): void;
  readOnly?: boolean;
}) {
  const translate = useTranslate();
  const opener = (r: BillingRecord) => ({
    tabIndex: 0,
    onClick: () => onOpen(r),
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      onOpen(r);
    },
  });
  const timeZone = useTimeZone();
  const phone = usePhone();
  const when = (r: BillingRecord) => formatTerminalDateTime(new Date(r.completedAt), timeZone);
  const total = (r: BillingRecord) => formatMoney(r.total, r.currency);
  return phone ? (
    <Stack spacing={1} sx={{ p: 1 }}>
      {rows.map((r) => (
        // Named by its visible text, not an aria-label replacing it (review 34 #13, WCAG 2.5.3).
        <Card key={r.id} variant="outlined" data-record={r.id} role="button" {...opener(r)} sx={FOCUSABLE}>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
              <Typography fontWeight={600}>{translate(`${BILLING}.record`, { id: r.id })}</Typography>
              <BillingStatusChip record={r} />
            </Stack>
            <Typography variant="body2">
              {readOnly ? '' : `${r.customerName} · `}
              {r.bargeName} · {translate(`${BILLING}.nomination`, { id: r.nominationId })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {when(r)} · <strong>{total(r)}</strong>
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  ) : (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>#</TableCell>
          {!readOnly && <TableCell>{translate(`${BILLING}.customer`)}</TableCell>}
          <TableCell>{translate(`${BILLING}.nominationColumn`)}</TableCell>
          <TableCell>{translate(`${BILLING}.completed`)}</TableCell>
          <TableCell>{translate(`${BILLING}.status`)}</TableCell>
          <TableCell align="right">{translate(`${BILLING}.total`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow
            key={r.id}
            hover
            data-record={r.id}
            aria-label={translate(`${BILLING}.open`, { id: r.id })}
            {...opener(r)}
            sx={FOCUSABLE}
          >
            {/* Short cells take their content's width, the customer and barge the rest (issue 35 #9). */}
            <TableCell sx={SHORT_CELL}>{r.id}</TableCell>
            {!readOnly && <TableCell>{r.customerName}</TableCell>}
            <TableCell>
              #{r.nominationId} · {r.bargeName}
            </TableCell>
            <TableCell sx={SHORT_CELL}>{when(r)}</TableCell>
            <TableCell sx={SHORT_CELL}>
              <BillingStatusChip record={r} />
            </TableCell>
            <TableCell align="right" sx={SHORT_CELL}>
              {total(r)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
