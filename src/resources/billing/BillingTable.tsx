import { Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BillingRecord } from '../../../contract/schemas/billing';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { useTimeZone } from '../../layout/useTimeZone';
import { usePhone } from '../shared/ResourceList';
import { formatMoney } from '../shared/format';
import { BILLING, BillingStatusChip } from './BillingStatusChip';

/** The month's records: a card each on a phone, a table row each on a wider screen; a click opens one. */
export function BillingTable({ rows, onOpen }: { rows: BillingRecord[]; onOpen(r: BillingRecord): void }) {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const phone = usePhone();
  const when = (r: BillingRecord) => formatTerminalDateTime(new Date(r.completedAt), timeZone);
  const total = (r: BillingRecord) => formatMoney(r.total, r.currency);
  return phone ? (
    <Stack spacing={1} sx={{ p: 1 }}>
      {rows.map((r) => (
        <Card key={r.id} variant="outlined" data-record={r.id} onClick={() => onOpen(r)} sx={{ cursor: 'pointer' }}>
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
        {rows.map((r) => (
          <TableRow key={r.id} hover data-record={r.id} onClick={() => onOpen(r)} sx={{ cursor: 'pointer' }}>
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
  );
}
