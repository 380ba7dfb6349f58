import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BillingRecord } from '../../../contract/schemas/billing';

/** The catalogue section of the billing screens' texts. */
export const BILLING = 'berth.billing';
const STATUS_COLOR = { Draft: 'default', Approved: 'info', Invoiced: 'success' } as const;

/** A record's status as a chip, the same in the list and the record. */
export function BillingStatusChip({ record }: { record: BillingRecord }) {
  const translate = useTranslate();
  return (
    <Chip size="small" color={STATUS_COLOR[record.status]} label={translate(`billing.statuses.${record.status}`)} />
  );
}
