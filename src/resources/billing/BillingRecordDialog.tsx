import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BillingRecord } from '../../../contract/schemas/billing';
import { formatTerminalDateTime } from '../../../contract/datetime';
import type { PortalDataProvider } from '../../dataProvider';
import { useTimeZone } from '../../layout/useTimeZone';
import { useDuration } from '../shared/duration';
import { usePhone } from '../shared/ResourceList';
import { BillingLines } from './BillingLines';
import { BILLING, BillingStatusChip } from './BillingStatusChip';
import { FieldsDialog } from './FieldsDialog';
import { HOURS_FROM } from './lineSource';

/**
 * One record's charges and its next step (SCREENS.md, Records: identity, status, who acts next):
 * correct a line and approve (Draft), credit (after approval). A customer reads it (`readOnly`):
 * its charges with their sources, and the terminal's own delay from the laytime, not charged
 * (DECISIONS §11: the evidence for their demurrage claims).
 */
export function BillingRecordDialog({
  record,
  readOnly = false,
  onClose,
  onChanged,
}: {
  record: BillingRecord;
  readOnly?: boolean;
  onClose(): void;
  onChanged(r: BillingRecord): void;
}) {
  const duration = useDuration();
  const laytime = record.laytime;
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<PortalDataProvider>();
  const timeZone = useTimeZone();
  const [step, setStep] = useState<null | 'approve' | 'credit' | number>(null);
  const run = async (call: () => Promise<BillingRecord>, done: string) => {
    try {
      const r = await call();
      notify(done, { type: 'info', messageArgs: { id: r.id } });
      setStep(null);
      onChanged(r);
    } catch {
      // Shown by the HTTP layer.
    }
  };
  // A phone gets the whole screen (as the invoice dialog): the lines have no room in a floating one.
  const phone = usePhone();
  const waiting = translate(`${BILLING}.${readOnly ? 'mine.' : ''}waitingOn.${record.status}`);
  const editing = typeof step === 'number' ? record.lines.find((l) => l.id === step) : undefined;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={phone}>
      {/* The chip stands beside the title, not after a separator (review 34 #20: no dangling "·"). */}
      <DialogTitle component="div">
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {translate(`${BILLING}.record`, { id: record.id })} · {record.customerName}
          </Typography>
          <BillingStatusChip record={record} />
        </Stack>
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="primary" gutterBottom data-testid="waiting-on">
          {/* Approved records are invoiced only on the Invoices screen, with its preview (review 34 #2). */}
          {!readOnly && record.status === 'Approved' ? (
            <Link component={RouterLink} to="/invoices/index">
              {waiting}
            </Link>
          ) : (
            waiting
          )}
          {record.invoiceNumber && ` · ${translate(`${BILLING}.onInvoice`, { number: record.invoiceNumber })}`}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate(`${BILLING}.nomination`, { id: record.nominationId })} · {record.bargeName} ·{' '}
          {formatTerminalDateTime(new Date(record.completedAt), timeZone)}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate(`${BILLING}.${HOURS_FROM[record.hoursSource]}`)}
        </Typography>
        {laytime && laytime.overMinutes > 0 && (
          <Typography variant="body2" color="text.secondary" gutterBottom data-testid="laytime-over">
            {translate(`${BILLING}.laytimeOver`, { version: laytime.version, time: duration(laytime.overMinutes) })}
          </Typography>
        )}
        {laytime && laytime.terminalDelayMinutes > 0 && (
          <Typography variant="body2" gutterBottom data-testid="terminal-delay">
            {translate(`${BILLING}.terminalDelay`, { time: duration(laytime.terminalDelayMinutes) })}
          </Typography>
        )}
        <Box sx={{ overflowX: 'auto' }}>
          <BillingLines record={record} onCorrect={readOnly ? undefined : setStep} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${BILLING}.close`)}</Button>
        {/* An Invoiced record changes only by a credit note on its invoice (review 34 #2). */}
        {readOnly ? null : record.status === 'Draft' ? (
          <Button variant="contained" onClick={() => setStep('approve')}>
            {translate(`${BILLING}.approve`)}
          </Button>
        ) : record.status === 'Approved' ? (
          <Button variant="outlined" onClick={() => setStep('credit')}>
            {translate(`${BILLING}.credit`)}
          </Button>
        ) : null}
      </DialogActions>
      <Confirm
        isOpen={step === 'approve'}
        title={translate(`${BILLING}.approveTitle`, { id: record.id })}
        content={translate(`${BILLING}.approveText`, { customer: record.customerName })}
        confirm={`${BILLING}.approve`}
        onConfirm={() => run(() => dp.api('approveBilling', { params: { id: record.id } }), `${BILLING}.approved`)}
        onClose={() => setStep(null)}
      />
      {step === 'credit' && (
        <FieldsDialog
          title={translate(`${BILLING}.creditTitle`, { id: record.id })}
          fields={[{ name: 'amount', label: translate(`${BILLING}.creditAmount`), initial: '', numeric: true }]}
          onClose={() => setStep(null)}
          onSave={(v) =>
            run(
              () =>
                dp.api('creditBilling', {
                  params: { id: record.id },
                  body: { amount: Number(v.amount), reason: v.reason! },
                }),
              `${BILLING}.credited`,
            )
          }
        />
      )}
      {editing && (
        <FieldsDialog
          title={translate(`${BILLING}.correctTitle`, {
            id: record.id,
            line: translate(`billing.lines.${editing.kind}`),
          })}
          fields={[
            {
              name: 'quantity',
              label: translate(`${BILLING}.quantity`),
              initial: String(editing.quantity),
              numeric: true,
            },
            {
              name: 'unitPrice',
              label: translate(`${BILLING}.unitPrice`),
              initial: String(editing.unitPrice),
              numeric: true,
            },
          ]}
          onClose={() => setStep(null)}
          onSave={(v) =>
            run(
              () =>
                dp.api('correctBilling', {
                  params: { id: record.id },
                  body: {
                    lineId: editing.id,
                    quantity: Number(v.quantity),
                    unitPrice: Number(v.unitPrice),
                    reason: v.reason!,
                  },
                }),
              `${BILLING}.corrected`,
            )
          }
        />
      )}
    </Dialog>
  );
}
