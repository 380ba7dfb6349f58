import { Box, IconButton, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { canAccess } from '../../../contract/permissions';
import type { UserRecord } from '../../../contract/schemas/users';
import type { PortalDataProvider } from '../../dataProvider';
import { usePersonLabel } from '../../i18n/people';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { useTimeZone } from '../../layout/useTimeZone';
import { saveBlob } from '../shared/saveBlob';

/**
 * The safety data sheets uploaded to this user before sheets were kept with each nomination
 * (migration 0029 left them in place; nothing is dropped): read-only, for the system admin and
 * terminal logistics. Most users have none, so the section shows only when there are some.
 */
export function LegacySdsSection() {
  const record = useRecordContext<UserRecord>();
  const info = useBerthInfo().data;
  const allowed = !!info && canAccess(info.user, 'legacySds', 'users');
  const { api } = useDataProvider<PortalDataProvider>();
  const translate = useTranslate();
  const person = usePersonLabel();
  const timeZone = useTimeZone();
  const { data } = useQuery({
    queryKey: ['legacySds', record?.id],
    queryFn: () => api('legacySdsFiles', { params: { id: Number(record!.id) } }),
    enabled: allowed && !!record,
  });
  if (!record || !allowed || !data?.length) return null;
  const download = async (fileId: number, name: string) => {
    saveBlob(await api('legacySdsFile', { params: { id: Number(record.id), fileId } }), name);
  };
  return (
    <Box sx={{ mt: 3, width: '100%' }} data-testid="legacy-sds">
      <Typography variant="subtitle1" component="h3">
        {translate('berth.master.users.legacySds.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('berth.master.users.legacySds.hint')}
      </Typography>
      <Table size="small">
        <TableBody>
          {data.map((f) => (
            <TableRow key={f.id}>
              <TableCell sx={{ wordBreak: 'break-word' }}>{f.fileName}</TableCell>
              <TableCell>{Math.ceil(f.size / 1024)} KB</TableCell>
              <TableCell>{person(f.uploadedByName, f.uploadedByRole)}</TableCell>
              <TableCell>{formatTerminalDateTime(f.uploadedAt, timeZone)}</TableCell>
              <TableCell align="right">
                <IconButton
                  aria-label={translate('berth.master.users.legacySds.download', { name: f.fileName })}
                  // A refusal is shown by the HTTP layer; nothing more to do here.
                  onClick={() => void download(f.id, f.fileName).catch(() => undefined)}
                >
                  <DownloadIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
