import { IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslate } from 'react-admin';
import type { BillingRecord } from '../../../contract/schemas/billing';
import { usePersonLabel } from '../../i18n/people';
import { formatMoney, formatNumber } from '../shared/format';
import { BILLING } from './BillingStatusChip';
import { useLineSource } from './lineSource';

/**
 * A record's charge lines, each with its source in words (DECISIONS §11), and the total; for
 * terminal logistics a draft's lines (not a credit) each offer a correction. Read-only for customers.
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
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${BILLING}.line`)}</TableCell>
          <TableCell align="right">{translate(`${BILLING}.quantity`)}</TableCell>
          <TableCell align="right">{translate(`${BILLING}.unitPrice`)}</TableCell>
          <TableCell align="right">{translate(`${BILLING}.amount`)}</TableCell>
          <TableCell>{translate(`${BILLING}.reason`)}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {record.lines.map((l) => (
          <TableRow key={l.id} data-line={l.kind}>
            <TableCell>
              {translate(`billing.lines.${l.kind}`)}
              {sourceOf(l) && (
                <Typography variant="caption" color="text.secondary" component="div" data-source={l.kind}>
                  {sourceOf(l)}
                </Typography>
              )}
            </TableCell>
            <TableCell align="right">{formatNumber(l.quantity)}</TableCell>
            <TableCell align="right">{formatNumber(l.unitPrice)}</TableCell>
            <TableCell align="right">{money(l.amount)}</TableCell>
            <TableCell>{l.reason ? `${l.reason} (${person(l.changedByName, l.changedByRole)})` : ''}</TableCell>
            <TableCell padding="none">
              {onCorrect && record.status === 'Draft' && l.kind !== 'credit' && (
                <IconButton size="small" aria-label={translate(`${BILLING}.correct`)} onClick={() => onCorrect(l.id)}>
                  <EditIcon fontSize="small" />
                </IconButton>
              )}
            </TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell colSpan={3}>
            <strong>{translate(`${BILLING}.total`)}</strong>
          </TableCell>
          <TableCell align="right" data-testid="billing-total">
            <strong>{money(record.total)}</strong>
          </TableCell>
          <TableCell colSpan={2} />
        </TableRow>
      </TableBody>
    </Table>
  );
}
