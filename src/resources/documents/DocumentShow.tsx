import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { Loading, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { hasMenu } from '../../../contract/menus';
import { formatTerminalDateTime } from '../../../contract/datetime';
import type { PortalDataProvider } from '../../dataProvider';
import { useTimeZone } from '../../layout/useTimeZone';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { DOCUMENT_PATHS, DocumentStatusChip, WaitingOn } from './DocumentList';
import { SignDialog, type Signature } from './SignDialog';
import { PdfPages } from './PdfPages';
import { usePersonLabel } from '../../i18n/people';
import { useDocumentRecord } from './useDocumentRecord';
import { EmptyState } from '../shared/ListEmpty';
import { DocumentActions, useWaitText } from './DocumentActions';

/** The latest PDF (or one version) and its blob URL: the API wants the bearer token, which an iframe cannot send. */
function usePdf(id: number, version: number | undefined) {
  const dp = useDataProvider<PortalDataProvider>();
  const [pdf, setPdf] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (version === undefined) return;
    let made: string | null = null;
    void dp.api('documentVersionPdf', { params: { id, version }, quiet: true }).then(
      (blob) => setPdf({ blob, url: (made = URL.createObjectURL(blob)) }),
      () => setPdf(null),
    );
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [dp, id, version]);
  return pdf;
}

/** A document: its PDF, who signs next, the signatures and every version with its SHA-256. */
export function DocumentShow() {
  const { id: raw } = useParams();
  const navigate = useNavigate();
  const id = Number(raw);
  const translate = useTranslate();
  const person = usePersonLabel();
  const notify = useNotify();
  const timeZone = useTimeZone();
  const queryClient = useQueryClient();
  const dp = useDataProvider<PortalDataProvider>();
  const user = useBerthInfo().data?.user;
  const wide = useMediaQuery('(min-width:900px)');
  const { data: doc, isPending, refetch } = useDocumentRecord(id);
  const latest = doc?.versions.at(-1)?.version;
  const pdf = usePdf(id, latest);
  const [signing, setSigning] = useState(false);
  const waitText = useWaitText();
  if (isPending) return <Loading />;
  if (!doc) return <Alert severity="error">{translate('ra.page.not_found')}</Alert>;

  const after = async (message: string) => {
    await refetch();
    await queryClient.invalidateQueries({ queryKey: ['documentsWaiting'] });
    notify(message, { type: 'info', messageArgs: { number: doc.number } });
  };
  const send = () =>
    dp.api('sendDocument', { params: { id } }).then(
      () => after('berth.documents.sent'),
      () => undefined,
    );
  const sign = (s: Signature) =>
    dp.api('signDocument', { params: { id }, body: s }).then(() => after('berth.documents.signed'));
  const download = (version: number) =>
    void dp.api('documentVersionPdf', { params: { id, version } }).then((blob) => {
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = `${doc.number}-v${version}.pdf`;
      a.click();
      URL.revokeObjectURL(a.href);
    });
  const when = (iso: string) => formatTerminalDateTime(iso, timeZone);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="document-show">
      <Title title={`${doc.number} · ${translate(`documentTypes.${doc.type}`)}`} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, mb: 2 }}
      >
        <Typography variant="h6" component="h1">
          {doc.number} · {translate(`documentTypes.${doc.type}`)}
        </Typography>
        <DocumentStatusChip status={doc.status} />
        <Typography color="text.secondary" data-testid="waiting-on">
          {doc.due ? <WaitingOn record={doc} /> : doc.waits[0] ? waitText(doc.waits[0].reason) : null}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Button component={Link} to={`/barging/index?id=${doc.nominationId}&pageStatus=1`} size="small">
          {translate('berth.documents.nomination', { id: doc.nominationId })}
        </Button>
      </Stack>
      {doc.refusal && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('berth.documents.refusedBy', {
            name: person(doc.refusal.userName, doc.refusal.role),
            at: when(doc.refusal.at),
            reason: doc.refusal.reason,
          })}
        </Alert>
      )}
      <DocumentActions
        doc={doc}
        onEdit={() => navigate(`/documents/${id}/edit`)}
        onSend={() => void send()}
        onSign={() => setSigning(true)}
        onRefuse={(reason) => dp.api('refuseDocument', { params: { id }, body: { reason } }).then(() => refetch())}
        onDownload={latest === undefined ? undefined : () => download(latest)}
      />
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
        <Card sx={{ flex: 3, minHeight: wide && pdf ? 720 : 'auto' }}>
          {pdf && wide ? (
            <Box component="iframe" title={doc.number} src={pdf.url} sx={{ width: '100%', height: 720, border: 0 }} />
          ) : pdf ? (
            // A phone's browser shows no PDF in a frame: its pages are drawn instead.
            <CardContent>
              <PdfPages blob={pdf.blob} title={doc.number} />
            </CardContent>
          ) : (
            <CardContent>
              <Typography color="text.secondary">
                {latest === undefined ? translate('berth.documents.noPdfYet') : translate('berth.documents.openPdf')}
              </Typography>
            </CardContent>
          )}
        </Card>
        <Stack spacing={2} sx={{ flex: 2, minWidth: 0 }}>
          <Card>
            <CardContent>
              <Typography variant="subtitle1" gutterBottom>
                {translate('berth.documents.signatures')}
              </Typography>
              <Table size="small">
                <TableBody>
                  {doc.slots.map((slot) => {
                    const s = doc.signatures.find((x) => x.slot === slot && x.round === doc.round);
                    return (
                      <TableRow key={slot}>
                        <TableCell>{translate(`signerSlots.${slot}`)}</TableCell>
                        <TableCell>
                          {s ? `${person(s.userName, s.role)} · ${when(s.at)}` : translate('berth.documents.notYet')}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Typography variant="subtitle1" gutterBottom>
                {translate('berth.documents.versions')}
              </Typography>
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
            </CardContent>
          </Card>
        </Stack>
      </Stack>
      {user && hasMenu(user, doc.type) && (
        <Button component={Link} to={DOCUMENT_PATHS[doc.type]} sx={{ mt: 2 }}>
          {translate('berth.documents.back')}
        </Button>
      )}
      {signing && (
        <SignDialog
          open
          defaultName={user?.nickName ?? user?.userName ?? ''}
          onClose={() => setSigning(false)}
          onSign={sign}
        />
      )}
    </Box>
  );
}
