import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DAY_FORMAT, dayValue, formatTerminalDateTime, storedDay } from '../../../contract/datetime';
import { INVOICE_LANGUAGES } from '../../../contract/schemas/invoices';
import type { PortalDataProvider } from '../../dataProvider';
import { useTimeZone } from '../../layout/useTimeZone';
import { formatMoney } from '../shared/format';
import { PickerProvider } from '../shared/pickers';
import { INVOICES, lastMonth } from './invoiceTexts';

/**
 * Issuing an invoice (DECISIONS §11): the customer, the period (last month unless changed) and the
 * language; before the binding step it shows what will be taken (the Approved records waiting, the
 * subtotal, GST and total as the server computes them) and where it will be e-mailed.
 */
export function IssueInvoiceDialog(props: {
  today: string;
  customers: { id: number; name: string }[];
  onClose(): void;
  onIssued(id: number): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<PortalDataProvider>();
  const timeZone = useTimeZone();
  const [companyId, setCompanyId] = useState<number | ''>('');
  const [period, setPeriod] = useState(lastMonth(props.today));
  const [locale] = useLocaleState();
  // Printed in the issuer's language until they choose the customer's (issue 35 item 6: a Chinese
  // reader found English chosen for them).
  const [language, setLanguage] = useState<(typeof INVOICE_LANGUAGES)[number]>(locale === 'zh' ? 'zh' : 'en');
  const [busy, setBusy] = useState(false);
  const ready = companyId !== '' && !!period.from && !!period.to && period.from <= period.to;
  const preview = useQuery({
    enabled: ready,
    queryKey: ['invoicePreview', companyId, period.from, period.to],
    queryFn: () => dp.api('invoicePreview', { query: { companyId: Number(companyId), ...period } }),
  });
  const p = ready ? preview.data : undefined;
  const company = props.customers.find((c) => c.id === companyId)?.name ?? '';
  const issue = async () => {
    setBusy(true);
    try {
      const inv = await dp.api('issueInvoice', { body: { companyId: Number(companyId), ...period, language } });
      notify(inv.emailedTo ? `${INVOICES}.done` : `${INVOICES}.doneNoMail`, {
        type: 'info',
        messageArgs: { number: inv.number, company: inv.companyName, total: formatMoney(inv.total, inv.currency) },
      });
      props.onIssued(inv.id);
    } catch {
      // Shown by the HTTP layer.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={props.onClose} maxWidth="sm" fullWidth data-testid="issue-invoice">
      <DialogTitle>{translate(`${INVOICES}.issueTitle`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={translate(`${INVOICES}.company`)}
            value={companyId}
            onChange={(e) => setCompanyId(Number(e.target.value))}
            required
            slotProps={{ htmlInput: { 'data-field': 'companyId' } }}
          >
            {props.customers.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <PickerProvider>
              {(['from', 'to'] as const).map((end) => (
                <DatePicker
                  key={end}
                  label={translate(`${INVOICES}.${end}`)}
                  value={period[end] ? dayValue(period[end]) : null}
                  format={DAY_FORMAT}
                  onChange={(v) => setPeriod({ ...period, [end]: v?.isValid() ? storedDay(v) : '' })}
                  slotProps={{
                    textField: {
                      required: true,
                      fullWidth: true,
                      error: !!period.from && !!period.to && period.from > period.to,
                    },
                  }}
                />
              ))}
            </PickerProvider>
            <TextField
              select
              label={translate(`${INVOICES}.language`)}
              value={language}
              onChange={(e) => setLanguage(e.target.value as typeof language)}
              sx={{ minWidth: 140 }}
            >
              {INVOICE_LANGUAGES.map((l) => (
                <MenuItem key={l} value={l}>
                  {translate(`${INVOICES}.languages.${l}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {!ready ? (
            <Typography variant="body2" color="text.secondary">
              {translate(`${INVOICES}.pickCompany`)}
            </Typography>
          ) : !p ? (
            <LinearProgress aria-label={translate('ra.page.loading')} />
          ) : !p.records.length ? (
            <Alert severity="info">{translate(`${INVOICES}.previewEmpty`)}</Alert>
          ) : (
            <div data-testid="invoice-preview">
              <Typography variant="body2">
                {translate(`${INVOICES}.previewRecords`, { count: p.records.length })}
              </Typography>
              <List dense sx={{ maxHeight: 200, overflowY: 'auto' }}>
                {p.records.map((r) => (
                  <ListItem key={r.id} disableGutters secondaryAction={formatMoney(r.total, p.currency)}>
                    <ListItemText
                      primary={translate(`${INVOICES}.record`, { nomination: r.nominationId, barge: r.bargeName })}
                      secondary={formatTerminalDateTime(new Date(r.completedAt), timeZone)}
                    />
                  </ListItem>
                ))}
              </List>
              <Typography variant="body2">
                {translate(`${INVOICES}.subtotal`)}: {formatMoney(p.subtotal, p.currency)} ·{' '}
                {translate(`${INVOICES}.gst`, { percent: p.gstPercent })}: {formatMoney(p.gst, p.currency)}
              </Typography>
              <Typography variant="subtitle1" fontWeight={700}>
                {translate(`${INVOICES}.total`)}: {formatMoney(p.total, p.currency)}
              </Typography>
              <Typography variant="body2" color={p.billingEmail ? 'text.secondary' : 'warning.main'}>
                {p.billingEmail
                  ? translate(`${INVOICES}.mailTo`, { email: p.billingEmail })
                  : translate(`${INVOICES}.noMail`)}
              </Typography>
            </div>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate(`${INVOICES}.cancel`)}</Button>
        <Button
          variant="contained"
          disabled={!p?.records.length || busy}
          onClick={() => void issue()}
          aria-label={`${translate(`${INVOICES}.issueConfirm`)} ${company}`}
        >
          {translate(`${INVOICES}.issueConfirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
