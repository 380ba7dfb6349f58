import { useState } from 'react';
import { Alert, Box, Card, LinearProgress, TablePagination } from '@mui/material';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { PageLoading } from '../shared/PageLoading';
import { useQuery } from '@tanstack/react-query';
import type { BillingRecord } from '../../../contract/schemas/billing';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../contract/schemas/common';
import { terminalDay } from '../../../contract/datetime';
import { canAccess } from '../../../contract/permissions';
import type { PortalDataProvider } from '../../dataProvider';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { useTimeZone } from '../../layout/useTimeZone';
import { EmptyState } from '../shared/ListEmpty';
import { usePhone } from '../shared/ResourceList';
import { BillingRecordDialog } from './BillingRecordDialog';
import { BILLING } from './BillingStatusChip';
import { BillingFilters } from './BillingFilters';
import { BillingTable } from './BillingTable';
import { useMonthSteps } from './useMonthSteps';

/**
 * /billing-record/index (DECISIONS.md §7): the records of a month by customer and status, each
 * opened to correct, approve or credit; the month exported as .xlsx. Approved records are invoiced
 * only on /invoices/index, whose dialog previews totals and recipients before issuing (review 34 #2).
 * The same screen is a customer's /charges/index (§11), read-only: "My charges", its own Approved
 * and Invoiced records (the server scopes them), no customer filter, no Draft, no steps. Which one
 * follows the caller's right to change billing, not the address.
 */
export function BillingRecords() {
  const translate = useTranslate();
  const user = useBerthInfo().data?.user;
  const readOnly = !canAccess(user, 'change', 'billing');
  const texts = readOnly ? `${BILLING}.mine` : BILLING;
  const timeZone = useTimeZone();
  const phone = usePhone();
  const dp = useDataProvider<PortalDataProvider>();
  const today = terminalDay(new Date(), timeZone);
  const [month, setMonth] = useState(today.slice(0, 7));
  const [status, setStatus] = useState<BillingRecord['status'] | ''>('');
  const [companyId, setCompanyId] = useState<number | ''>('');
  const [page, setPage] = useState({ num: 1, size: DEFAULT_PAGE_SIZE });
  const [open, setOpen] = useState<BillingRecord | null>(null);
  const { data, error, refetch } = useQuery({
    queryKey: ['billingRecords', month, status, companyId, page],
    queryFn: () =>
      dp.api('billingRecords', {
        query: {
          month,
          pageNum: page.num,
          pageSize: page.size,
          ...(status ? { status } : {}),
          ...(companyId ? { companyId } : {}),
        },
      }),
  });
  const steps = useMonthSteps(month);
  // A new filter starts at the first page.
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage((p) => ({ ...p, num: 1 }));
    };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="billing-records">
      <Title title={translate(`${texts}.title`)} />
      <BillingFilters
        readOnly={readOnly}
        today={today}
        month={month}
        onMonth={filter(setMonth)}
        companyId={companyId}
        onCompany={filter(setCompanyId)}
        status={status}
        onStatus={filter(setStatus)}
        exporting={steps.exporting}
        onExport={() => void steps.exportMonth()}
      />
      {steps.exporting && <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mb: 2 }} />}
      {error ? (
        <Alert severity="error">{translate('ra.notification.http_error')}</Alert>
      ) : !data ? (
        <PageLoading />
      ) : !data.rows.length ? (
        <Card>
          <EmptyState text={translate(`${texts}.empty`)} />
        </Card>
      ) : (
        <Card>
          <BillingTable rows={data.rows} onOpen={setOpen} readOnly={readOnly} />
          <TablePagination
            component="div"
            count={data.total}
            page={page.num - 1}
            rowsPerPage={page.size}
            // A phone has no room for the page-size choice beside the pager (as react-admin's own lists).
            rowsPerPageOptions={phone ? [] : [...PAGE_SIZES]}
            onPageChange={(_e, p) => setPage({ ...page, num: p + 1 })}
            onRowsPerPageChange={(e) => setPage({ num: 1, size: Number(e.target.value) })}
            labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
            labelDisplayedRows={({ from, to, count }) =>
              translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
            }
          />
        </Card>
      )}
      {open && (
        <BillingRecordDialog
          record={open}
          readOnly={readOnly}
          onClose={() => setOpen(null)}
          onChanged={(r) => {
            setOpen(r);
            void refetch();
          }}
        />
      )}
    </Box>
  );
}
