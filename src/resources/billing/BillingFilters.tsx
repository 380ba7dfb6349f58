import type { ReactNode } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import DownloadIcon from '@mui/icons-material/GetAppOutlined';
import { useDataProvider, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { BILLING_STATUSES, type BillingRecord } from '../../../contract/schemas/billing';
import type { PortalDataProvider } from '../../dataProvider';
import { usePhone } from '../shared/ResourceList';
import { BILLING } from './BillingStatusChip';
import { monthLabel, months } from './billingMonths';

/** One filter of the list: a labelled choice, full width on a phone. */
function FilterSelect<V extends string | number>(props: {
  label: string;
  value: V | '';
  onChange(v: string): void;
  width: number;
  children: ReactNode;
}) {
  const phone = usePhone();
  return (
    <TextField
      select
      fullWidth={phone}
      size="small"
      variant="filled"
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      sx={{ minWidth: props.width }}
    >
      {props.children}
    </TextField>
  );
}

/**
 * The list's month, customer and status, and the month's export (invoicing is on /invoices/index). Read-only (a
 * customer's own charges): the month and the statuses it can see, nothing else.
 */
export function BillingFilters(props: {
  readOnly: boolean;
  today: string;
  month: string;
  onMonth(month: string): void;
  companyId: number | '';
  onCompany(id: number | ''): void;
  status: BillingRecord['status'] | '';
  onStatus(status: BillingRecord['status'] | ''): void;
  exporting: boolean;
  onExport(): void;
}) {
  const translate = useTranslate();
  const dp = useDataProvider<PortalDataProvider>();
  const companies = useQuery({
    enabled: !props.readOnly,
    queryKey: ['billing', 'companies'],
    queryFn: () =>
      dp.getList('companies', {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'name', order: 'ASC' },
        filter: {},
      }),
  });
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ mb: 2, flexWrap: 'wrap', alignItems: { sm: 'center' } }}
    >
      <FilterSelect label={translate(`${BILLING}.month`)} value={props.month} onChange={props.onMonth} width={140}>
        {months(props.today).map((m) => (
          <MenuItem key={m} value={m}>
            {monthLabel(m)}
          </MenuItem>
        ))}
      </FilterSelect>
      {!props.readOnly && (
        <FilterSelect
          label={translate(`${BILLING}.customer`)}
          value={props.companyId}
          onChange={(v) => props.onCompany(v === '' ? '' : Number(v))}
          width={220}
        >
          <MenuItem value="">{translate(`${BILLING}.allCustomers`)}</MenuItem>
          {(companies.data?.data ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {String(c.name)}
            </MenuItem>
          ))}
        </FilterSelect>
      )}
      <FilterSelect
        label={translate(`${BILLING}.status`)}
        value={props.status}
        onChange={(v) => props.onStatus(v as BillingRecord['status'] | '')}
        width={160}
      >
        <MenuItem value="">{translate(`${BILLING}.allStatuses`)}</MenuItem>
        {BILLING_STATUSES.filter((s) => !props.readOnly || s !== 'Draft').map((s) => (
          <MenuItem key={s} value={s}>
            {translate(`billing.statuses.${s}`)}
          </MenuItem>
        ))}
      </FilterSelect>
      {!props.readOnly && (
        <Button variant="outlined" startIcon={<DownloadIcon />} disabled={props.exporting} onClick={props.onExport}>
          {translate(`${BILLING}.export`)}
        </Button>
      )}
    </Stack>
  );
}
