import { Fragment } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { InvoiceDetail } from '../../../contract/schemas/invoices';
import { formatNumber, formatMoney } from '../shared/format';
import { usePhone } from '../shared/ResourceList';
import { INVOICES, lineText, useInvoiceSource } from './invoiceTexts';

/** An invoice's lines grouped per nomination, each with its source; then subtotal, GST and total. */
export function InvoiceLines({ invoice }: { invoice: InvoiceDetail }) {
  const translate = useTranslate();
  const sourceText = useInvoiceSource();
  // A phone has room for the charge and its amount: quantity × unit price goes under the charge.
  const phone = usePhone();
  const span = phone ? 1 : 3;
  const groups = new Map<number | null, InvoiceDetail['lines']>();
  for (const l of invoice.lines) groups.set(l.nominationId, [...(groups.get(l.nominationId) ?? []), l]);
  const money = (v: number) => formatMoney(v, invoice.currency);
  const total = (label: string, value: number, bold = false) => (
    <TableRow>
      <TableCell colSpan={span} align="right" sx={{ fontWeight: bold ? 700 : undefined }}>
        {label}
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: bold ? 700 : undefined, whiteSpace: 'nowrap' }}>
        {money(value)}
      </TableCell>
    </TableRow>
  );
  return (
    <Table size="small" data-testid="invoice-lines">
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${INVOICES}.item`)}</TableCell>
          {!phone && <TableCell align="right">{translate(`${INVOICES}.quantity`)}</TableCell>}
          {!phone && <TableCell align="right">{translate(`${INVOICES}.unitPrice`)}</TableCell>}
          <TableCell align="right">{translate(`${INVOICES}.amount`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {[...groups].map(([nominationId, lines]) => (
          <Fragment key={nominationId ?? 'none'}>
            {nominationId !== null && (
              <TableRow>
                <TableCell colSpan={span + 1} sx={{ bgcolor: 'action.hover' }}>
                  <Typography variant="subtitle2">
                    {translate(`${INVOICES}.nomination`, { id: nominationId, barge: lines[0]?.bargeName ?? '' })}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {lines.map((l) => (
              <TableRow key={l.id}>
                <TableCell>
                  {lineText(translate, l)}
                  {phone && (
                    <Typography variant="caption" component="div">
                      {formatNumber(l.quantity)} × {formatNumber(l.unitPrice)}
                    </Typography>
                  )}
                  {sourceText(l) && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {sourceText(l)}
                    </Typography>
                  )}
                </TableCell>
                {!phone && <TableCell align="right">{formatNumber(l.quantity)}</TableCell>}
                {!phone && <TableCell align="right">{formatNumber(l.unitPrice)}</TableCell>}
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(l.amount)}
                </TableCell>
              </TableRow>
            ))}
          </Fragment>
        ))}
        {total(translate(`${INVOICES}.subtotal`), invoice.subtotal)}
        {total(translate(`${INVOICES}.gst`, { percent: invoice.gstPercent }), invoice.gst)}
        {total(translate(`${INVOICES}.total`), invoice.total, true)}
      </TableBody>
    </Table>
  );
}
