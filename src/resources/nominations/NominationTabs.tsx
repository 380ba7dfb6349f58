import { Link as RouterLink } from 'react-router-dom';
import { useState } from 'react';
import { isCustomer, isSurveyor } from '../../../contract/permissions';
import { DOCUMENT_TYPES, MAKE_STATES, mayMake } from '../../../contract/documents';
import { FINAL_STATES, REQUESTABLE_STATES } from '../../../contract/lifecycle';
import {
  Alert,
  Box,
  Button as MuiButton,
  MenuItem,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { formatTerminalDateTime } from '../../../contract/datetime';
import type { NominationRecord, RequestRecord } from '../../../contract/schemas/nominations';
import type { PortalDataProvider } from '../../dataProvider';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { useTimeZone } from '../../layout/useTimeZone';
import { usePersonLabel } from '../../i18n/people';
import { NominationFileList } from './NominationFileList';
import { bargingApi, REQUEST_CALLS, type RequestType } from './api';
import { humaniseDetail } from './logDetail';
import { RequestDecision, RequestValues } from './RequestViews';

/** The nomination's story, oldest first (spec §4 labels); automatic steps show as such. */
export function LogTab({ record }: { record: NominationRecord }) {
  const dp = useDataProvider<PortalDataProvider>();
  const translate = useTranslate();
  const person = usePersonLabel();
  const timeZone = useTimeZone();
  const [page, setPage] = useState(1);
  const { data } = useQuery({
    queryKey: ['nominationLog', record.id, page, record.updatedAt],
    queryFn: () => bargingApi(dp).log(record.id, page),
  });
  const status = (s: string | null) => (s ? translate(`statuses.${s}`) : '');
  return (
    <Box>
      <Table size="small" data-testid="nomination-log">
        <TableHead>
          <TableRow>
            {['at', 'action', 'from', 'to', 'by', 'detail'].map((h) => (
              <TableCell key={h}>{translate(`berth.barging.log.${h}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {(data?.rows ?? []).map((r) => (
            <TableRow key={r.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTerminalDateTime(r.at, timeZone)}</TableCell>
              <TableCell>{translate(`logActions.${r.action}`)}</TableCell>
              <TableCell>{status(r.fromStatus)}</TableCell>
              <TableCell>{status(r.toStatus)}</TableCell>
              <TableCell>
                {r.userName === null ? (
                  <em>{translate('berth.barging.log.automatic')}</em>
                ) : (
                  person(r.userName, r.userRole)
                )}
              </TableCell>
              <TableCell>{r.detail ? humaniseDetail(r.detail, translate, timeZone) : ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {(data?.total ?? 0) > 20 && (
        <Pagination
          sx={{ mt: 1 }}
          count={Math.ceil((data?.total ?? 0) / 20)}
          page={page}
          onChange={(_e, p) => setPage(p)}
        />
      )}
    </Box>
  );
}

/** The change requests of one nomination; its customer makes new ones here. */
export function RequestsTab({
  record,
  options,
}: {
  record: NominationRecord;
  options?: { products: { id: number; name: string }[]; tanks: { id: number; name: string; number: string }[] };
}) {
  const dp = useDataProvider<PortalDataProvider>();
  const api = bargingApi(dp);
  const translate = useTranslate();
  const person = usePersonLabel();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const user = useBerthInfo().data?.user;
  const timeZone = useTimeZone();
  const { data } = useQuery({
    queryKey: ['requests', record.id, record.updatedAt],
    queryFn: () => api.requests({ applyType: 3, showAllRequest: 'true', nominationId: record.id, pageSize: 50 }),
  });
  const [type, setType] = useState<RequestType>('nominatedQtyMax');
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  // A customer sees only its company's nominations, so a customer user looking at one is its owner.
  const owner = !!user && isCustomer(user);
  const requestable = REQUESTABLE_STATES.includes(record.status);
  const body = () => {
    if (type === 'nominatedQtyMax') return { id: record.id, nominatedQtyMax: Number(value), note: note || null };
    if (type === 'product') return { id: record.id, productId: Number(value), note: note || null };
    if (type === 'tank') return { id: record.id, tankId: Number(value), note: note || null };
    return { id: record.id, changes: { remarks: value }, note: note || null };
  };
  const send = async () => {
    try {
      await api.request(type, body() as never);
      notify('berth.barging.requests.sent', { type: 'info' });
      setValue('');
      setNote('');
      await queryClient.invalidateQueries({ queryKey: ['requests'] });
      refresh();
    } catch {
      // Shown by the HTTP layer.
    }
  };
  return (
    <Box>
      <Table size="small" data-testid="nomination-requests">
        <TableHead>
          <TableRow>
            {['type', 'proposed', 'previous', 'status', 'requestedByName', 'requestedAt', 'reason'].map((f) => (
              <TableCell key={f}>{translate(`resources.requests.fields.${f}`)}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(data?.rows ?? []).map((r: RequestRecord) => (
            <TableRow key={r.id}>
              <TableCell>{translate(`berth.barging.requests.types.${r.type}`)}</TableCell>
              <TableCell>
                <RequestValues values={r.proposed} />
              </TableCell>
              <TableCell>
                <RequestValues values={r.previous} />
              </TableCell>
              <TableCell>{translate(`berth.barging.requests.statuses.${r.status}`)}</TableCell>
              <TableCell>{person(r.requestedByName, r.requestedByRole)}</TableCell>
              <TableCell>{formatTerminalDateTime(r.requestedAt, timeZone)}</TableCell>
              <TableCell>{r.reason}</TableCell>
              <TableCell>
                <RequestDecision request={r} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {owner && requestable && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
          <TextField
            select
            size="small"
            label={translate('resources.requests.fields.type')}
            value={type}
            onChange={(e) => {
              setType(e.target.value as RequestType);
              setValue('');
            }}
            sx={{ minWidth: 220 }}
          >
            {Object.keys(REQUEST_CALLS).map((t) => (
              <MenuItem key={t} value={t}>
                {translate(`berth.barging.requests.types.${t}`)}
              </MenuItem>
            ))}
          </TextField>
          {type === 'product' || type === 'tank' ? (
            <TextField
              select
              size="small"
              label={translate('resources.requests.fields.proposed')}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              sx={{ minWidth: 240 }}
            >
              {(type === 'product'
                ? (options?.products ?? [])
                : (options?.tanks ?? []).map((t) => ({ id: t.id, name: `${t.number} · ${t.name}` }))
              ).map((o) => (
                <MenuItem key={o.id} value={String(o.id)}>
                  {o.name}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <TextField
              size="small"
              type={type === 'nominatedQtyMax' ? 'number' : 'text'}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              label={translate(
                type === 'nominatedQtyMax'
                  ? 'resources.nominations.fields.nominatedQtyMax'
                  : 'resources.nominations.fields.remarks',
              )}
              slotProps={{ htmlInput: { 'data-testid': 'request-value' } }}
            />
          )}
          <TextField
            size="small"
            label={translate('berth.barging.requests.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <MuiButton
            variant="contained"
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            disabled={value.trim() === ''}
            onClick={() => void send()}
          >
            {translate('berth.barging.requests.send')}
          </MuiButton>
        </Stack>
      )}
    </Box>
  );
}

/**
 * The nomination's certificates and bill of lading, each with its number and status, and the ones
 * the caller may make now (contract/documents.ts: the maker and the nomination's state).
 */
export function DocumentsTab({ record }: { record: NominationRecord }) {
  const translate = useTranslate();
  const user = useBerthInfo().data?.user;
  const links = Object.entries(record.documents).flatMap(([k, link]) => (link ? [[k, link] as const] : []));
  const relation = {
    namedSurveyor: !!user && isSurveyor(user) && record.surveyors.some((s) => s.id === user.companyId),
    ownBarge: false,
  };
  const makeable = DOCUMENT_TYPES.filter(
    (type) =>
      !record.documents[type] &&
      !!user &&
      mayMake(user, relation, type) &&
      MAKE_STATES[type].includes(record.status) &&
      (type !== 'billOfLading' || record.documents.quantity?.status === 'Signed'),
  );
  return (
    <Stack spacing={1}>
      {!links.length && <Alert severity="info">{translate('berth.barging.documents.none')}</Alert>}
      {makeable.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {makeable.map((type) => (
            <MuiButton
              key={type}
              variant="outlined"
              component={RouterLink}
              to={`/documents/new?nomination=${record.id}&type=${type}`}
              data-testid={`make-${type}`}
            >
              {translate('berth.documents.make', { type: translate(`documentTypes.${type}`) })}
            </MuiButton>
          ))}
        </Stack>
      )}
      {links.map(([k, link]) => (
        <Typography key={k}>
          {translate(`berth.barging.documents.${k}`)}{' '}
          <RouterLink to={`/documents/${link.id}`} data-testid={`document-link-${k}`}>
            {link.number}
          </RouterLink>{' '}
          · {translate(`documentStatuses.${link.status}`)}
        </Typography>
      ))}
    </Stack>
  );
}

/** Ullage reports: upload (.jpg, .png, .pdf), download, delete by the uploader or terminal logistics. */
export function UllageTab({ record }: { record: NominationRecord }) {
  const dp = useDataProvider<PortalDataProvider>();
  const api = bargingApi(dp);
  return (
    <Box>
      <NominationFileList
        queryKey={['ullage', record.id]}
        list={() => api.ullage(record.id)}
        upload={(file) => api.uploadUllage(record.id, file)}
        file={(fileId) => api.ullageFile(record.id, fileId)}
        remove={(fileId) => api.deleteUllage(record.id, fileId)}
        closed={FINAL_STATES.includes(record.status)}
        labels={{
          upload: 'berth.barging.actions.upload',
          hint: 'berth.barging.ullage.hint',
          none: 'berth.barging.ullage.none',
          uploaded: 'berth.barging.ullage.uploaded',
          download: 'berth.barging.actions.download',
          delete: 'berth.barging.actions.delete',
          deleted: 'berth.barging.ullage.deleted',
        }}
        inputTestId="ullage-file"
      />
    </Box>
  );
}
