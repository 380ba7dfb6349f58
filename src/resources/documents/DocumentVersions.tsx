import { Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { useTranslate } from 'react-admin';
import { usePersonLabel } from '../../i18n/people';
import { EmptyState } from '../shared/ListEmpty';
import { TitledCard } from '../shared/TitledCard';
import type { FullDocument } from './useDocumentRecord';

/** Every version the document was sent or sealed as, with its SHA-256 and its PDF. */
export function DocumentVersions({
  doc,
  when,
  download,
}: {
  doc: FullDocument;
  when(iso: string): string;
  download(version: number): void;
}) {
  const translate = useTranslate();
  const person = usePersonLabel();
  return (
    <TitledCard title={translate('berth.documents.versions')}>
      {/* A draft has no version until it is sent: the kit's empty state, not a bare header. */}
      {doc.versions.length === 0 ? (
        <EmptyState text={translate('berth.documents.noVersions')} />
      ) : (
        <Table size="small" data-testid="document-versions">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>{translate('berth.documents.versionWhat')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>SHA-256</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {doc.versions.map((v) => (
              <TableRow key={v.version} data-testid="document-version">
                <TableCell>{v.version}</TableCell>
                <TableCell>
                  {translate(`berth.documents.reasons.${v.reason}`)}
                  {v.sealed ? ` · ${translate('berth.documents.sealed')}` : ''}
                  <Typography variant="caption" display="block" color="text.secondary">
                    {person(v.userName, v.userRole)} · {when(v.at)}
                  </Typography>
                </TableCell>
                <TableCell
                  sx={{ fontFamily: 'monospace', fontSize: 12, display: { xs: 'none', sm: 'table-cell' } }}
                  title={v.sha256}
                >
                  {v.sha256.slice(0, 12)}…
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    onClick={() => download(v.version)}
                    aria-label={translate('berth.documents.download')}
                  >
                    <DownloadIcon fontSize="small" />
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </TitledCard>
  );
}
