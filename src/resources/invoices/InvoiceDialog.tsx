import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { formatTerminalDateTime } from '../../../contract/datetime';
import type { InvoiceDetail } from '../../../contract/schemas/invoices';
import type { PortalDataProvider } from '../../dataProvider';
import { useTimeZone } from '../../layout/useTimeZone';
import { usePersonLabel } from '../../i18n/people';
import { FieldsDialog } from '../billing/FieldsDialog';
import { formatMoney } from '../shared/format';
import { saveBlob } from '../shared/saveBlob';
import { InvoiceKindChip } from './InvoiceKindChip';
import { InvoiceLines } from './InvoiceLines';
import { dayText, INVOICES } from './invoiceTexts';
import { DocumentNumber } from '../shared/columns';

/**
 * One invoice or credit note (SCREENS.md, Records): its identity and kind, what it means now, its
 * lines per nomination with their sources and its totals; the PDF; for terminal logistics, a credit
 * note while something is left to credit. An invoice never changes: nothing here edits it.
 */
export function InvoiceDialog(props: { id: number; canIssue: boolean; onClose(): void; onIssued(id: number): void }) {
  const translate = useTranslate();
  const person = usePersonLabel();
  const notify = useNotify();
  const dp = useDataProvider<PortalDataProvider>();
  const timeZone = useTimeZone();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const [crediting, setCrediting] = useState(false);
  const { data: invoice } = useQuery({
    queryKey: ['invoice', props.id],
    queryFn: () => dp.api('invoice', { params: { id: props.id } }),
  });
  const download = async (i: InvoiceDetail) =>
    saveBlob(await dp.api('invoicePdf', { params: { id: i.id } }), `${i.number}.pdf`);
  return (
    <Dialog open onClose={props.onClose} maxWidth="md" fullWidth fullScreen={phone} data-testid="invoice-dialog">
      {!invoice ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : (
        <>
          <DialogTitle>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <span>
                <DocumentNumber>{invoice.number}</DocumentNumber> · {invoice.companyName}
              </span>
              <InvoiceKindChip kind={invoice.kind} />
            </Stack>
          </DialogTitle>
          {/* The keyboard reaches and scrolls a long invoice (axe scrollable-region-focusable). */}
          <DialogContent tabIndex={0}>
            <Typography variant="body2" color="primary" gutterBottom data-testid="waiting-on">
              {invoice.kind === 'invoice'
                ? translate(`${INVOICES}.waitingOn.invoice`)
                : translate(`${INVOICES}.waitingOn.creditNote`, { number: invoice.correctsNumber ?? '' })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(`${INVOICES}.period`)}: {dayText(invoice.periodFrom)} – {dayText(invoice.periodTo)} ·{' '}
              {translate(`${INVOICES}.issued`)}: {formatTerminalDateTime(new Date(invoice.issuedAt), timeZone)} ·{' '}
              {person(invoice.issuedByName, invoice.issuedByRole)}
            </Typography>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {invoice.emailedTo
                ? `${translate(`${INVOICES}.emailedTo`)}: ${invoice.emailedTo}`
                : translate(`${INVOICES}.notEmailed`)}
            </Typography>
            {invoice.reason && (
              <Typography variant="body2" gutterBottom>
                {translate(`${INVOICES}.reason`)}: {invoice.reason}
              </Typography>
            )}
            <Box sx={{ overflowX: 'auto', my: 1 }} tabIndex={0}>
              <InvoiceLines invoice={invoice} />
            </Box>
            {invoice.kind === 'invoice' && invoice.creditNotes.length > 0 && (
              <Typography variant="body2" data-testid="credit-notes">
                {translate(`${INVOICES}.creditNotes`)}:{' '}
                {invoice.creditNotes.map((c) => `${c.number} (${formatMoney(c.total, invoice.currency)})`).join(', ')}
              </Typography>
            )}
            {invoice.kind === 'invoice' && props.canIssue && (
              <Typography variant="body2" color="text.secondary">
                {translate(`${INVOICES}.creditable`, { amount: formatMoney(invoice.creditable, invoice.currency) })}
              </Typography>
            )}
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={props.onClose}>{translate(`${INVOICES}.close`)}</Button>
            {props.canIssue && invoice.kind === 'invoice' && invoice.creditable > 0 && (
              <Button variant="outlined" onClick={() => setCrediting(true)}>
                {translate(`${INVOICES}.creditNote`)}
              </Button>
            )}
            <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void download(invoice)}>
              {translate(`${INVOICES}.pdf`)}
            </Button>
          </DialogActions>
          {crediting && (
            <FieldsDialog
              title={translate(`${INVOICES}.creditTitle`, { number: invoice.number })}
              fields={[
                {
                  name: 'amount',
                  label: translate(`${INVOICES}.creditAmount`),
                  initial: invoice.creditable.toFixed(2),
                  numeric: true,
                },
              ]}
              onClose={() => setCrediting(false)}
              onSave={async (v) => {
                try {
                  const cn = await dp.api('issueCreditNote', {
                    params: { id: invoice.id },
                    body: { amount: Number(v.amount), reason: v.reason! },
                  });
                  notify(`${INVOICES}.creditIssued`, {
                    type: 'info',
                    messageArgs: { number: cn.number, total: formatMoney(cn.total, cn.currency) },
                  });
                  setCrediting(false);
                  props.onIssued(cn.id);
                } catch {
                  // Shown by the HTTP layer.
                }
              }}
            />
          )}
        </>
      )}
    </Dialog>
  );
}
