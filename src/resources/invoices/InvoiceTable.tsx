import { Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { InvoiceRow } from '../../../contract/schemas/invoices';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { useTimeZone } from '../../layout/useTimeZone';
import { usePhone } from '../shared/ResourceList';
import { formatMoney } from '../shared/format';
import { InvoiceKindChip } from './InvoiceKindChip';
import { dayText, INVOICES } from './invoiceTexts';

/**
 * Invoices and credit notes: a card each on a phone, a row each wider; a click, or Enter or Space on
 * the focused row, opens one. A customer's own list (`mine`) leaves out the customer column.
 */
export function InvoiceTable({ rows, onOpen, mine }: { rows: InvoiceRow[]; onOpen(id: number): void; mine: boolean }) {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const phone = usePhone();
  const opener = (r: InvoiceRow) => ({
    tabIndex: 0,
    onClick: () => onOpen(r.id),
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      onOpen(r.id);
    },
  });
  const period = (r: InvoiceRow) => `${dayText(r.periodFrom)} – ${dayText(r.periodTo)}`;
  const issued = (r: InvoiceRow) => formatTerminalDateTime(new Date(r.issuedAt), timeZone);
  const mailed = (r: InvoiceRow) => r.emailedTo ?? translate(`${INVOICES}.notEmailed`);
  return phone ? (
    <Stack spacing={1} sx={{ p: 1 }}>
      {rows.map((r) => (
        <Card
          key={r.id}
          variant="outlined"
          data-invoice={r.number}
          role="button"
          // Named by its visible text, not an aria-label replacing it (WCAG 2.5.3, axe label-content-name-mismatch).
          {...opener(r)}
          sx={{ cursor: 'pointer' }}
        >
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
              <Typography fontWeight={600} sx={{ whiteSpace: 'nowrap' }}>
                {r.number}
              </Typography>
              <InvoiceKindChip kind={r.kind} />
            </Stack>
            <Typography variant="body2">
              {mine ? '' : `${r.companyName} · `}
              {period(r)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {issued(r)} · <strong>{formatMoney(r.total, r.currency)}</strong>
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  ) : (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${INVOICES}.number`)}</TableCell>
          <TableCell>{translate(`${INVOICES}.kind`)}</TableCell>
          {!mine && <TableCell>{translate(`${INVOICES}.company`)}</TableCell>}
          <TableCell>{translate(`${INVOICES}.period`)}</TableCell>
          <TableCell align="right">{translate(`${INVOICES}.total`)}</TableCell>
          <TableCell>{translate(`${INVOICES}.issued`)}</TableCell>
          {!mine && <TableCell>{translate(`${INVOICES}.emailedTo`)}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow
            key={r.id}
            hover
            data-invoice={r.number}
            aria-label={translate(`${INVOICES}.open`, { number: r.number })}
            {...opener(r)}
            sx={{ cursor: 'pointer' }}
          >
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.number}</TableCell>
            <TableCell>
              <InvoiceKindChip kind={r.kind} />
            </TableCell>
            {!mine && <TableCell>{r.companyName}</TableCell>}
            <TableCell>{period(r)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(r.total, r.currency)}
            </TableCell>
            <TableCell>{issued(r)}</TableCell>
            {!mine && (
              <TableCell sx={{ color: r.emailedTo ? undefined : 'text.secondary', wordBreak: 'break-all' }}>
                {mailed(r)}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
