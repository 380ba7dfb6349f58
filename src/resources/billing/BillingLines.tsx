import { IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslate } from 'react-admin';
import type { BillingRecord } from '../../../contract/schemas/billing';
import { usePersonLabel } from '../../i18n/people';
import { formatMoney, formatNumber } from '../shared/format';
import { usePhone } from '../shared/ResourceList';
import { formatUnitPrice } from './unitPrice';
import { BILLING } from './BillingStatusChip';
import { useLineSource } from './lineSource';

/**
 * A record's charge lines, each with its source in words (DECISIONS §11), and the total; for
 * terminal logistics a draft's lines (not a credit) each offer a correction. Read-only for customers.
 * On a phone (as the invoice's lines) each line is its charge and amount on one row, with
 * "quantity × unit price", the source and the reason under the charge: no sideways scroll (review 34 #3).
 */
export function BillingLines({
  record,
  onCorrect,
}: {
  record: BillingRecord;
  /** Absent: the lines are read, not corrected. */
  onCorrect?(lineId: number): void;
}) {
  const translate = useTranslate();
  const sourceOf = useLineSource();
  const person = usePersonLabel();
  const money = (v: number) => formatMoney(v, record.currency);
  const price = (v: number) => formatUnitPrice(v, record.currency);
  const phone = usePhone();
  // The corrections' column only where a line can be corrected: a phone keeps its width for the amounts.
  const correcting = Boolean(onCorrect) && record.status === 'Draft';
  const correctable = (l: (typeof record.lines)[number]) =>
    onCorrect && record.status === 'Draft' && l.kind !== 'credit';
  const reasonOf = (l: (typeof record.lines)[number]) =>
    l.reason ? `${l.reason} (${person(l.changedByName, l.changedByRole)})` : '';
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${BILLING}.line`)}</TableCell>
          {!phone && <TableCell align="right">{translate(`${BILLING}.quantity`)}</TableCell>}
          {!phone && <TableCell align="right">{translate(`${BILLING}.unitPrice`)}</TableCell>}
          <TableCell align="right">{translate(`${BILLING}.amount`)}</TableCell>
          {!phone && <TableCell>{translate(`${BILLING}.reason`)}</TableCell>}
          {correcting && <TableCell padding="none" />}
        </TableRow>
      </TableHead>
      <TableBody>
        {record.lines.map((l) => (
          <TableRow key={l.id} data-line={l.kind}>
            <TableCell>
              {translate(`billing.lines.${l.kind}`)}
              {phone && (
                <Typography variant="caption" component="div" data-price={l.kind}>
                  {formatNumber(l.quantity)} × {price(l.unitPrice)}
                </Typography>
              )}
              {sourceOf(l) && (
                <Typography variant="caption" color="text.secondary" component="div" data-source={l.kind}>
                  {sourceOf(l)}
                </Typography>
              )}
              {phone && reasonOf(l) && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {reasonOf(l)}
                </Typography>
              )}
            </TableCell>
            {!phone && <TableCell align="right">{formatNumber(l.quantity)}</TableCell>}
            {!phone && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {price(l.unitPrice)}
              </TableCell>
            )}
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {money(l.amount)}
            </TableCell>
            {!phone && <TableCell>{reasonOf(l)}</TableCell>}
            {correcting && (
              <TableCell padding="none">
                {correctable(l) && (
                  <IconButton
                    size="small"
                    aria-label={translate(`${BILLING}.correct`)}
                    onClick={() => onCorrect?.(l.id)}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                )}
              </TableCell>
            )}
          </TableRow>
        ))}
        <TableRow>
          <TableCell colSpan={phone ? 1 : 3}>
            <strong>{translate(`${BILLING}.total`)}</strong>
          </TableCell>
          <TableCell align="right" data-testid="billing-total" sx={{ whiteSpace: 'nowrap' }}>
            <strong>{money(record.total)}</strong>
          </TableCell>
          {(correcting || !phone) && <TableCell colSpan={(phone ? 0 : 1) + (correcting ? 1 : 0)} />}
        </TableRow>
      </TableBody>
    </Table>
  );
}
