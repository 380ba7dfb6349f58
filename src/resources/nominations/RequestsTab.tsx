import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { isCustomer } from '../../../contract/permissions';
import { REQUESTABLE_STATES } from '../../../contract/lifecycle';
import { formatTerminalDateTime } from '../../../contract/datetime';
import type { NominationRecord, RequestRecord } from '../../../contract/schemas/nominations';
import type { PortalDataProvider } from '../../dataProvider';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { useTimeZone } from '../../layout/useTimeZone';
import { usePersonLabel } from '../../i18n/people';
import { bargingApi } from './api';
import { RequestForm, type RequestOptions } from './RequestForm';
import { RequestDecision, RequestValues } from './RequestViews';

/** The change requests of one nomination; its customer makes new ones here. */
export function RequestsTab({ record, options }: { record: NominationRecord; options?: RequestOptions }) {
  const dp = useDataProvider<PortalDataProvider>();
  const translate = useTranslate();
  const person = usePersonLabel();
  const user = useBerthInfo().data?.user;
  const timeZone = useTimeZone();
  const { data } = useQuery({
    queryKey: ['requests', record.id, record.updatedAt],
    queryFn: () =>
      bargingApi(dp).requests({ applyType: 3, showAllRequest: 'true', nominationId: record.id, pageSize: 50 }),
  });
  // A customer sees only its company's nominations, so a customer user looking at one is its owner.
  const owner = !!user && isCustomer(user);
  const requestable = REQUESTABLE_STATES.includes(record.status);
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
      {owner && requestable && <RequestForm record={record} options={options} />}
    </Box>
  );
}
