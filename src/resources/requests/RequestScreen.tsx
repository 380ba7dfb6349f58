import { useState, type ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  Link,
  Pagination,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatTerminalDateTime } from '../../../contract/datetime';
import type { PortalDataProvider } from '../../dataProvider';
import { useTimeZone } from '../../layout/useTimeZone';
import { usePersonLabel } from '../../i18n/people';
import { editPath } from '../shared/paths';
import { EmptyState } from '../shared/ListEmpty';
import { usePhone } from '../shared/ResourceList';
import { bargingApi } from '../nominations/api';
import { RequestDecision, RequestValues } from '../nominations/RequestViews';

const PAGE = 10;

type Request = Awaited<ReturnType<ReturnType<typeof bargingApi>['requests']>>['rows'][number];

/** A second line in a cell: the detail under its headline. */
const Secondary = ({ children }: { children: ReactNode }) => (
  <Typography variant="caption" color="text.secondary" component="div">
    {children}
  </Typography>
);

/** The nomination a request is about: its number (a link), barge and company. */
function Nomination({ r }: { r: Request }) {
  return (
    <>
      <Link component={RouterLink} to={editPath('nominations', r.nominationId)}>
        #{r.nominationId}
      </Link>
      <Secondary>{r.bargeName}</Secondary>
      <Secondary>{r.companyName}</Secondary>
    </>
  );
}

/** What is asked: the kind of change, from what to what. */
function Change({ r }: { r: Request }) {
  const translate = useTranslate();
  return (
    <>
      <strong>{translate(`berth.barging.requests.types.${r.type}`)}</strong>
      <Secondary>
        {translate('resources.requests.fields.previous')}: <RequestValues values={r.previous} inline />
      </Secondary>
      <Secondary>
        {translate('resources.requests.fields.proposed')}: <RequestValues values={r.proposed} inline />
      </Secondary>
    </>
  );
}

/** Where it stands: its state, who decided and why. */
function Decision({ r }: { r: Request }) {
  const translate = useTranslate();
  const person = usePersonLabel();
  return (
    <>
      {translate(`berth.barging.requests.statuses.${r.status}`)}
      {r.decidedByName !== null && <Secondary>{person(r.decidedByName, r.decidedByRole)}</Secondary>}
      {r.reason && <Secondary>{r.reason}</Secondary>}
    </>
  );
}

/** On a phone: a card per request, with the same facts and buttons as a row. */
function RequestCards({ rows }: { rows: Request[] }) {
  const timeZone = useTimeZone();
  const person = usePersonLabel();
  return (
    <Stack spacing={1.5} data-testid="request-cards">
      {rows.map((r) => (
        <Card key={r.id} variant="outlined">
          <CardContent>
            <Nomination r={r} />
            <Box sx={{ mt: 1 }}>
              <Change r={r} />
            </Box>
            {r.note && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {r.note}
              </Typography>
            )}
            <Secondary>
              {formatTerminalDateTime(r.requestedAt, timeZone)} · {person(r.requestedByName, r.requestedByRole)}
            </Secondary>
            <Box sx={{ mt: 1 }}>
              <Decision r={r} />
            </Box>
            <Box sx={{ mt: 1 }}>
              <RequestDecision request={r} />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** /requests/index: pending (applyType 1), processed (2) and all (3, showAllRequest), 10 to a page (spec §9). */
export function RequestScreen() {
  const dp = useDataProvider<PortalDataProvider>();
  const translate = useTranslate();
  const person = usePersonLabel();
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
  // Six columns that fit a laptop: what each holds is stacked inside it (SCREENS.md, Lists).
  const fields = ['nominationId', 'type', 'note', 'requestedAt', 'status'];
  const rows = data?.rows ?? [];
  const onPhone = usePhone();
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
          {rows.length === 0 ? (
            data && <EmptyState text={translate(`berth.barging.requests.emptyOf.${applyType}`)} />
          ) : onPhone ? (
            <RequestCards rows={rows} />
          ) : (
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
                  {rows.map((r) => (
                    <TableRow key={r.id} sx={{ verticalAlign: 'top' }}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Nomination r={r} />
                      </TableCell>
                      <TableCell sx={{ minWidth: 220 }}>
                        <Change r={r} />
                      </TableCell>
                      <TableCell sx={{ minWidth: 160, maxWidth: 320 }}>{r.note}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatTerminalDateTime(r.requestedAt, timeZone)}
                        <Secondary>{person(r.requestedByName, r.requestedByRole)}</Secondary>
                      </TableCell>
                      <TableCell sx={{ minWidth: 120, maxWidth: 260 }}>
                        <Decision r={r} />
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <RequestDecision request={r} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
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
