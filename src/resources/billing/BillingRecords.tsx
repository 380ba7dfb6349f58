import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/GetAppOutlined';
import { Confirm, Loading, Title, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { BILLING_STATUSES, type BillingRecord } from '../../../contract/schemas/billing';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../contract/schemas/common';
import { formatTerminalDateTime, terminalDay } from '../../../contract/datetime';
import type { PortalDataProvider } from '../../dataProvider';
import { useTimeZone } from '../../layout/useTimeZone';
import { EmptyState } from '../shared/ListEmpty';
import { usePhone } from '../shared/ResourceList';
import { formatMoney } from '../shared/format';
import { streamDownload } from '../excel/streamDownload';
import { BILLING, BillingRecordDialog, BillingStatusChip } from './BillingRecordDialog';

/** The last twelve months, newest first, as YYYY-MM. */
function months(today: string): string[] {
  const [y, m] = today.split('-').map(Number);
  return [...Array(12).keys()].map((i) => new Date(Date.UTC(y!, m! - 1 - i, 1)).toISOString().slice(0, 7));
}

/** The first and last day (YYYY-MM-DD) of a month. */
function daysOfMonth(month: string): { from: string; to: string } {
  const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(days).padStart(2, '0')}` };
}

const monthLabel = (month: string) => `${month.slice(5)}/${month.slice(0, 4)}`;

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
 * /billing-record/index (DECISIONS.md §7): the records of a month by customer and status, each
 * opened to correct, approve or credit; the month exported as .xlsx and then marked invoiced.
 */
export function BillingRecords() {
  const translate = useTranslate();
  const notify = useNotify();
  const timeZone = useTimeZone();
  const phone = usePhone();
  const [locale] = useLocaleState();
  const dp = useDataProvider<PortalDataProvider>();
  const today = terminalDay(new Date(), timeZone);
  const [month, setMonth] = useState(today.slice(0, 7));
  const [status, setStatus] = useState<BillingRecord['status'] | ''>('');
  const [companyId, setCompanyId] = useState<number | ''>('');
  const [page, setPage] = useState({ num: 1, size: DEFAULT_PAGE_SIZE });
  const [open, setOpen] = useState<BillingRecord | null>(null);
  const [received, setReceived] = useState<number | null>(null);
  const [invoicing, setInvoicing] = useState(false);
  const companies = useQuery({
    queryKey: ['billing', 'companies'],
    queryFn: () =>
      dp.getList('companies', {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'name', order: 'ASC' },
        filter: {},
      }),
  });
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
  // A new filter starts at the first page.
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage((p) => ({ ...p, num: 1 }));
    };
  const { from, to } = daysOfMonth(month);
  const exportMonth = async () => {
    setReceived(0);
    try {
      const name = await streamDownload(
        `/excel/billing?from=${from}&to=${to}&lang=${locale === 'zh' ? 'zh' : 'en'}`,
        setReceived,
      );
      notify(`${BILLING}.exported`, { type: 'info', messageArgs: { name } });
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setReceived(null);
    }
  };
  const invoice = async () => {
    try {
      const r = await dp.api('invoiceBilling', { body: { from, to } });
      notify(`${BILLING}.invoiced`, { type: 'info', messageArgs: { count: r.invoiced } });
      setInvoicing(false);
      await refetch();
    } catch {
      // Shown by the HTTP layer.
    }
  };
  const when = (r: BillingRecord) => formatTerminalDateTime(new Date(r.completedAt), timeZone);
  const total = (r: BillingRecord) => formatMoney(r.total, r.currency);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="billing-records">
      <Title title={translate(`${BILLING}.title`)} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap', alignItems: { sm: 'center' } }}
      >
        <FilterSelect label={translate(`${BILLING}.month`)} value={month} onChange={filter(setMonth)} width={140}>
          {months(today).map((m) => (
            <MenuItem key={m} value={m}>
              {monthLabel(m)}
            </MenuItem>
          ))}
        </FilterSelect>
        <FilterSelect
          label={translate(`${BILLING}.customer`)}
          value={companyId}
          onChange={filter((v: string) => setCompanyId(v === '' ? '' : Number(v)))}
          width={220}
        >
          <MenuItem value="">{translate(`${BILLING}.allCustomers`)}</MenuItem>
          {(companies.data?.data ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {String(c.name)}
            </MenuItem>
          ))}
        </FilterSelect>
        <FilterSelect
          label={translate(`${BILLING}.status`)}
          value={status}
          onChange={filter((v: string) => setStatus(v as BillingRecord['status'] | ''))}
          width={160}
        >
          <MenuItem value="">{translate(`${BILLING}.allStatuses`)}</MenuItem>
          {BILLING_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`billing.statuses.${s}`)}
            </MenuItem>
          ))}
        </FilterSelect>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={received !== null}
          onClick={() => void exportMonth()}
        >
          {translate(`${BILLING}.export`)}
        </Button>
        <Button variant="outlined" onClick={() => setInvoicing(true)}>
          {translate(`${BILLING}.invoice`)}
        </Button>
      </Stack>
      {received !== null && <LinearProgress sx={{ mb: 2 }} />}
      {error ? (
        <Alert severity="error">{translate('ra.notification.http_error')}</Alert>
      ) : !data ? (
        <Loading />
      ) : !data.rows.length ? (
        <Card>
          <EmptyState text={translate(`${BILLING}.empty`)} />
        </Card>
      ) : (
        <Card>
          {phone ? (
            <Stack spacing={1} sx={{ p: 1 }}>
              {data.rows.map((r) => (
                <Card
                  key={r.id}
                  variant="outlined"
                  data-record={r.id}
                  onClick={() => setOpen(r)}
                  sx={{ cursor: 'pointer' }}
                >
                  <CardContent>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                      <Typography fontWeight={600}>{translate(`${BILLING}.record`, { id: r.id })}</Typography>
                      <BillingStatusChip record={r} />
                    </Stack>
                    <Typography variant="body2">
                      {r.customerName} · {r.bargeName} · {translate(`${BILLING}.nomination`, { id: r.nominationId })}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {when(r)} · <strong>{total(r)}</strong>
                    </Typography>
                  </CardContent>
                </Card>
              ))}
            </Stack>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>#</TableCell>
                  <TableCell>{translate(`${BILLING}.customer`)}</TableCell>
                  <TableCell>{translate(`${BILLING}.nominationColumn`)}</TableCell>
                  <TableCell>{translate(`${BILLING}.completed`)}</TableCell>
                  <TableCell>{translate(`${BILLING}.status`)}</TableCell>
                  <TableCell align="right">{translate(`${BILLING}.total`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.rows.map((r) => (
                  <TableRow key={r.id} hover data-record={r.id} onClick={() => setOpen(r)} sx={{ cursor: 'pointer' }}>
                    <TableCell>{r.id}</TableCell>
                    <TableCell>{r.customerName}</TableCell>
                    <TableCell>
                      #{r.nominationId} · {r.bargeName}
                    </TableCell>
                    <TableCell>{when(r)}</TableCell>
                    <TableCell>
                      <BillingStatusChip record={r} />
                    </TableCell>
                    <TableCell align="right">{total(r)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
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
          onClose={() => setOpen(null)}
          onChanged={(r) => {
            setOpen(r);
            void refetch();
          }}
        />
      )}
      <Confirm
        isOpen={invoicing}
        title={translate(`${BILLING}.invoiceTitle`, { month: monthLabel(month) })}
        content={translate(`${BILLING}.invoiceText`)}
        confirm={`${BILLING}.invoice`}
        onConfirm={() => void invoice()}
        onClose={() => setInvoicing(false)}
      />
    </Box>
  );
}
