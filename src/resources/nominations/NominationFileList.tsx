import { useRef } from 'react';
import {
  Alert,
  IconButton,
  Button as MuiButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { useTimeZone } from '../../layout/useTimeZone';
import { usePersonLabel } from '../../i18n/people';
import { saveBlob } from '../shared/saveBlob';

/** One uploaded file as the nomination's file lists (ullage reports, SDS) answer it. */
interface NominationFile {
  id: number;
  fileName: string;
  size: number;
  uploadedByName: string;
  uploadedByRole: number | null;
  uploadedAt: string;
}

/** The catalogue keys a file list speaks with; `delete`/`deleted` only where files may be removed. */
interface NominationFileLabels {
  upload: string;
  hint: string;
  none: string;
  uploaded: string;
  download: string;
  delete?: string;
  deleted?: string;
}

interface NominationFileListProps {
  queryKey: readonly unknown[];
  list: () => Promise<NominationFile[]>;
  upload: (file: File) => Promise<unknown>;
  file: (fileId: number) => Promise<Blob>;
  /** Given, each row gets a delete button while the nomination is open. */
  remove?: (fileId: number) => Promise<unknown>;
  /** A closed nomination's files are read-only: no upload, no delete. */
  closed: boolean;
  labels: NominationFileLabels;
  inputTestId: string;
}

/**
 * A nomination's uploaded files (.jpg, .png, .pdf): the upload button with its hint, then the
 * list with size, uploader by name and role, time in the terminal's zone, download and delete.
 * Shared by the ullage reports tab and the SDS section, which differ only in calls and words.
 */
export function NominationFileList(props: NominationFileListProps) {
  const { closed, labels } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const person = usePersonLabel();
  const timeZone = useTimeZone();
  const input = useRef<HTMLInputElement>(null);
  const { data, refetch } = useQuery({ queryKey: props.queryKey, queryFn: props.list });
  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      await props.upload(file);
      notify(labels.uploaded, { type: 'info' });
      await refetch();
    } catch {
      // Shown by the HTTP layer.
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  const download = async (id: number, name: string) => saveBlob(await props.file(id), name);
  const remove = props.remove;
  return (
    <>
      {!closed && (
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
          <MuiButton variant="outlined" startIcon={<UploadIcon />} onClick={() => input.current?.click()}>
            {translate(labels.upload)}
          </MuiButton>
          <Typography variant="body2" color="text.secondary">
            {translate(labels.hint)}
          </Typography>
          <input
            ref={input}
            type="file"
            hidden
            accept=".jpg,.jpeg,.png,.pdf"
            data-testid={props.inputTestId}
            onChange={(e) => void upload(e.target.files?.[0])}
          />
        </Stack>
      )}
      {data && data.length === 0 && <Alert severity="info">{translate(labels.none)}</Alert>}
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
                  <IconButton aria-label={translate(labels.download)} onClick={() => void download(f.id, f.fileName)}>
                    <DownloadIcon />
                  </IconButton>
                  {remove && !closed && (
                    <IconButton
                      aria-label={translate(labels.delete ?? '')}
                      onClick={() =>
                        void remove(f.id).then(
                          () => {
                            if (labels.deleted) notify(labels.deleted, { type: 'info' });
                            return refetch();
                          },
                          () => undefined,
                        )
                      }
                    >
                      <DeleteIcon />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
