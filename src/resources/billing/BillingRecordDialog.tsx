import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BillingRecord } from '../../../contract/schemas/billing';
import { formatTerminalDateTime } from '../../../contract/datetime';
import type { PortalDataProvider } from '../../dataProvider';
import { useTimeZone } from '../../layout/useTimeZone';
import { usePersonLabel } from '../../i18n/people';
import { formatMoney, formatNumber } from '../shared/format';
import { FieldsDialog } from './FieldsDialog';

export const BILLING = 'berth.billing';
export const STATUS_COLOR = { Draft: 'default', Approved: 'info', Invoiced: 'success' } as const;

/** A record's status as a chip, the same in the list and the record. */
export function BillingStatusChip({ record }: { record: BillingRecord }) {
  const translate = useTranslate();
  return (
    <Chip size="small" color={STATUS_COLOR[record.status]} label={translate(`billing.statuses.${record.status}`)} />
  );
}

/**
 * One record's charges and its next step (SCREENS.md, Records: identity, status, who acts next):
 * correct a line and approve (Draft), credit (after approval).
 */
export function BillingRecordDialog({
  record,
  onClose,
  onChanged,
}: {
  record: BillingRecord;
  onClose(): void;
  onChanged(r: BillingRecord): void;
}) {
  const translate = useTranslate();
  const person = usePersonLabel();
  const notify = useNotify();
  const dp = useDataProvider<PortalDataProvider>();
  const timeZone = useTimeZone();
  const [step, setStep] = useState<null | 'approve' | 'credit' | number>(null);
  const money = (v: number) => formatMoney(v, record.currency);
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
  const editing = typeof step === 'number' ? record.lines.find((l) => l.id === step) : undefined;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>
        {translate(`${BILLING}.record`, { id: record.id })} · {record.customerName} ·{' '}
        <BillingStatusChip record={record} />
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="primary" gutterBottom data-testid="waiting-on">
          {translate(`${BILLING}.waitingOn.${record.status}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate(`${BILLING}.nomination`, { id: record.nominationId })} · {record.bargeName} ·{' '}
          {formatTerminalDateTime(new Date(record.completedAt), timeZone)}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate(record.hoursSource === 'mooring' ? `${BILLING}.hoursFromMooring` : `${BILLING}.hoursFromWindow`)}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
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
                  <TableCell>{translate(`billing.lines.${l.kind}`)}</TableCell>
                  <TableCell align="right">{formatNumber(l.quantity)}</TableCell>
                  <TableCell align="right">{formatNumber(l.unitPrice)}</TableCell>
                  <TableCell align="right">{money(l.amount)}</TableCell>
                  <TableCell>{l.reason ? `${l.reason} (${person(l.changedByName, l.changedByRole)})` : ''}</TableCell>
                  <TableCell padding="none">
                    {record.status === 'Draft' && l.kind !== 'credit' && (
                      <IconButton
                        size="small"
                        aria-label={translate(`${BILLING}.correct`)}
                        onClick={() => setStep(l.id)}
                      >
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
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${BILLING}.close`)}</Button>
        {record.status === 'Draft' ? (
          <Button variant="contained" onClick={() => setStep('approve')}>
            {translate(`${BILLING}.approve`)}
          </Button>
        ) : (
          <Button variant="outlined" onClick={() => setStep('credit')}>
            {translate(`${BILLING}.credit`)}
          </Button>
        )}
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
