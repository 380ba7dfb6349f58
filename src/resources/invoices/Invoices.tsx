import { useState } from 'react';
import { Alert, Box, Button, Card, MenuItem, Stack, TablePagination, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { PageLoading } from '../shared/PageLoading';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { terminalDay } from '../../../contract/datetime';
import { canAccess } from '../../../contract/permissions';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../contract/schemas/common';
import { INVOICE_KINDS, type InvoiceKind } from '../../../contract/schemas/invoices';
import type { CompanyRecord } from '../../../contract/schemas/companies';
import type { PortalDataProvider } from '../../dataProvider';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { useTimeZone } from '../../layout/useTimeZone';
import { EmptyState } from '../shared/ListEmpty';
import { usePhone } from '../shared/ResourceList';
import { InvoiceDialog } from './InvoiceDialog';
import { InvoiceTable } from './InvoiceTable';
import { IssueInvoiceDialog } from './IssueInvoiceDialog';
import { INVOICES } from './invoiceTexts';

/**
 * /invoices/index (DECISIONS §11): terminal logistics lists every invoice and credit note (by
 * customer and kind), issues one from a customer's Approved charges and credits one; a customer's
 * users see their own company's ("My invoices"), open them and download the PDF. `?id=` opens one
 * (the link in the invoice's e-mail).
 */
export function Invoices() {
  const translate = useTranslate();
  const user = useBerthInfo().data?.user;
  const canIssue = canAccess(user, 'issue', 'invoices');
  const mine = !canIssue;
  const timeZone = useTimeZone();
  const phone = usePhone();
  const dp = useDataProvider<PortalDataProvider>();
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('id')) || null;
  const setOpen = (id: number | null) => setParams(id ? { id: String(id) } : {}, { replace: true });
  const [companyId, setCompanyId] = useState<number | ''>('');
  const [kind, setKind] = useState<InvoiceKind | ''>('');
  const [page, setPage] = useState({ num: 1, size: DEFAULT_PAGE_SIZE });
  const [issuing, setIssuing] = useState(false);
  const { data, error, refetch } = useQuery({
    queryKey: ['invoices', companyId, kind, page],
    queryFn: () =>
      dp.api('invoices', {
        query: {
          pageNum: page.num,
          pageSize: page.size,
          ...(companyId ? { companyId } : {}),
          ...(kind ? { kind } : {}),
        },
      }),
  });
  const companies = useQuery({
    enabled: canIssue,
    queryKey: ['invoices', 'customers'],
    queryFn: () =>
      dp.getList<CompanyRecord>('companies', {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'name', order: 'ASC' },
        filter: {},
      }),
  });
  const customers = (companies.data?.data ?? []).filter((c) => c.kind === 'customer');
  const filtered = companyId !== '' || kind !== '';
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage((p) => ({ ...p, num: 1 }));
    };
  const issueButton = canIssue && (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIssuing(true)}>
      {translate(`${INVOICES}.issue`)}
    </Button>
  );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="invoices">
      <Title title={translate(mine ? `${INVOICES}.mine.title` : `${INVOICES}.title`)} />
      {/* One row that wraps: the filters side by side where they fit, each a full line on a phone. */}
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {canIssue && (
          <TextField
            select
            size="small"
            label={translate(`${INVOICES}.company`)}
            value={companyId}
            onChange={(e) => filter(setCompanyId)(e.target.value === '' ? '' : Number(e.target.value))}
            fullWidth={phone}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{translate(`${INVOICES}.allCompanies`)}</MenuItem>
            {customers.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          size="small"
          label={translate(`${INVOICES}.kind`)}
          value={kind}
          onChange={(e) => filter(setKind)(e.target.value as InvoiceKind | '')}
          fullWidth={phone}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{translate(`${INVOICES}.allKinds`)}</MenuItem>
          {INVOICE_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {translate(`invoices.kinds.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        {issueButton}
      </Stack>
      {error ? (
        <Alert severity="error">{translate('ra.notification.http_error')}</Alert>
      ) : !data ? (
        <PageLoading />
      ) : !data.rows.length ? (
        <Card>
          {filtered ? (
            <EmptyState
              filtered
              text={translate(`${INVOICES}.filtered`)}
              action={
                <Button
                  onClick={() => {
                    setCompanyId('');
                    setKind('');
                  }}
                >
                  {translate(`${INVOICES}.clearFilters`)}
                </Button>
              }
            />
          ) : (
            <EmptyState text={translate(mine ? `${INVOICES}.mine.empty` : `${INVOICES}.empty`)} action={issueButton} />
          )}
        </Card>
      ) : (
        <Card>
          <InvoiceTable rows={data.rows} onOpen={setOpen} mine={mine} />
          <TablePagination
            component="div"
            count={data.total}
            page={page.num - 1}
            rowsPerPage={page.size}
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
      {openId && (
        <InvoiceDialog
          key={openId}
          id={openId}
          canIssue={canIssue}
          onClose={() => setOpen(null)}
          onIssued={(id) => {
            setOpen(id);
            void refetch();
          }}
        />
      )}
      {issuing && (
        <IssueInvoiceDialog
          today={terminalDay(new Date(), timeZone)}
          customers={customers}
          onClose={() => setIssuing(false)}
          onIssued={(id) => {
            setIssuing(false);
            setOpen(id);
            void refetch();
          }}
        />
      )}
    </Box>
  );
}
