import { useRef } from 'react';
import {
  Alert,
  Box,
  IconButton,
  Button as MuiButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { FINAL_STATES } from '../../../contract/lifecycle';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import type { PortalDataProvider } from '../../dataProvider';
import { useTimeZone } from '../../layout/useTimeZone';
import { usePersonLabel } from '../../i18n/people';

/**
 * A nomination's safety data sheets (spec §7 `POST /system/user/uploadSds/{id}`): who sees the
 * nomination sees them and may add one until it closes. None is no error: the server's "No SDS
 * file found for the given nomination ID." comes as an empty list (spec §8), said here in words.
 */
export function SdsSection({ record }: { record: NominationRecord }) {
  const { api } = useDataProvider<PortalDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const person = usePersonLabel();
  const timeZone = useTimeZone();
  const input = useRef<HTMLInputElement>(null);
  const { data, refetch } = useQuery({
    queryKey: ['sds', record.id],
    queryFn: () => api('sdsFiles', { params: { id: record.id } }),
  });
  const closed = FINAL_STATES.includes(record.status);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      await api('uploadSds', { params: { id: record.id }, form: { file } });
      notify('berth.sds.uploaded', { type: 'info' });
      await refetch();
    } catch {
      // Shown by the HTTP layer.
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  const download = async (id: number, name: string) => {
    const blob = await api('sdsFile', { params: { id: record.id, fileId: id } });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Box sx={{ mt: 3 }} data-testid="sds-section">
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate('berth.sds.title')}
      </Typography>
      {!closed && (
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
          <MuiButton variant="outlined" startIcon={<UploadIcon />} onClick={() => input.current?.click()}>
            {translate('berth.sds.upload')}
          </MuiButton>
          <Typography variant="body2" color="text.secondary">
            {translate('berth.sds.hint')}
          </Typography>
          <input
            ref={input}
            type="file"
            hidden
            accept=".jpg,.jpeg,.png,.pdf"
            data-testid="sds-file"
            onChange={(e) => void upload(e.target.files?.[0])}
          />
        </Stack>
      )}
      {data && data.length === 0 && <Alert severity="info">{translate('spec.noSdsFile')}</Alert>}
      {data && data.length > 0 && (
        <Table size="small">
          <TableBody>
            {data.map((f) => (
              <TableRow key={f.id}>
                <TableCell>{f.fileName}</TableCell>
                <TableCell>{Math.ceil(f.size / 1024)} KB</TableCell>
                <TableCell>{person(f.uploadedByName, f.uploadedByRole)}</TableCell>
                <TableCell>{formatTerminalDateTime(f.uploadedAt, timeZone)}</TableCell>
                <TableCell align="right">
                  <IconButton
                    aria-label={translate('berth.sds.download')}
                    onClick={() => void download(f.id, f.fileName)}
                  >
                    <DownloadIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
