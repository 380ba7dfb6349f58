import { useState } from 'react';
import { Box, Pagination, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatTerminalDateTime } from '../../../contract/datetime';
import type { Message } from '../../../contract/messages/render';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import type { PortalDataProvider } from '../../dataProvider';
import { useTimeZone } from '../../layout/useTimeZone';
import { usePersonLabel } from '../../i18n/people';
import { bargingApi } from './api';
import { messageText } from '../../i18n/messages';

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
              {/* Rows written before details were keys have only their text, shown as written. */}
              <TableCell>
                {messageText(
                  translate,
                  r.key ? { key: r.key, params: r.params as Message['params'] } : undefined,
                  r.detail ?? '',
                )}
              </TableCell>
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
