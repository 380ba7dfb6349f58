import { useState } from 'react';
import {
  Box,
  Card,
  CardContent,
  Link,
  Pagination,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatTerminalDateTime } from '../../../contract/datetime';
import type { PortalDataProvider } from '../../dataProvider';
import { useTimeZone } from '../shared/DateTimeInput';
import { editPath } from '../shared/paths';
import { bargingApi } from '../barging/api';
import { RequestDecision, RequestValues } from '../barging/RequestViews';

const PAGE = 10;

/** /requests/index: pending (applyType 1), processed (2) and all (3, showAllRequest), 10 to a page (spec §9). */
export function RequestScreen() {
  const dp = useDataProvider<PortalDataProvider>();
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const [applyType, setApplyType] = useState(1);
  const [page, setPage] = useState(1);
  const query = {
    applyType,
    pageNum: page,
    pageSize: PAGE,
    ...(applyType === 3 ? { showAllRequest: 'true' as const } : {}),
  };
  const { data } = useQuery({ queryKey: ['requests', 'screen', query], queryFn: () => bargingApi(dp).requests(query) });
  const fields = [
    'nominationId',
    'companyName',
    'bargeName',
    'type',
    'proposed',
    'previous',
    'note',
    'status',
    'requestedByName',
    'requestedAt',
    'decidedByName',
    'reason',
  ];
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('berth.menu.requests')} />
      <Card>
        <CardContent>
          <Tabs
            value={applyType}
            onChange={(_e, v: number) => {
              setApplyType(v);
              setPage(1);
            }}
            sx={{ mb: 2 }}
          >
            <Tab value={1} label={translate('berth.barging.requests.pending')} />
            <Tab value={2} label={translate('berth.barging.requests.processed')} />
            <Tab value={3} label={translate('berth.barging.requests.all')} />
          </Tabs>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="request-table">
              <TableHead>
                <TableRow>
                  {fields.map((f) => (
                    <TableCell key={f}>{translate(`resources.requests.fields.${f}`)}</TableCell>
                  ))}
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {(data?.rows ?? []).map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>
                      <Link component={RouterLink} to={editPath('nominations', r.nominationId)}>
                        #{r.nominationId}
                      </Link>
                    </TableCell>
                    <TableCell>{r.companyName}</TableCell>
                    <TableCell>{r.bargeName}</TableCell>
                    <TableCell>{translate(`berth.barging.requests.types.${r.type}`)}</TableCell>
                    <TableCell>
                      <RequestValues values={r.proposed} />
                    </TableCell>
                    <TableCell>
                      <RequestValues values={r.previous} />
                    </TableCell>
                    <TableCell>{r.note}</TableCell>
                    <TableCell>{translate(`berth.barging.requests.statuses.${r.status}`)}</TableCell>
                    <TableCell>{r.requestedByName}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatTerminalDateTime(r.requestedAt, timeZone)}
                    </TableCell>
                    <TableCell>{r.decidedByName}</TableCell>
                    <TableCell>{r.reason}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <RequestDecision request={r} />
                    </TableCell>
                  </TableRow>
                ))}
                {data && data.rows.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={fields.length + 1}>
                      {translate('ra.navigation.no_results', {
                        name: translate('resources.requests.name', { smart_count: 2 }),
                      })}
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </Box>
          {(data?.total ?? 0) > PAGE && (
            <Pagination
              sx={{ mt: 2 }}
              count={Math.ceil((data?.total ?? 0) / PAGE)}
              page={page}
              onChange={(_e, p) => setPage(p)}
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
