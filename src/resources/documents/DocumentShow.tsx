import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { PageLoading } from '../shared/PageLoading';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { hasMenu } from '../../../contract/menus';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { useTimeZone } from '../../layout/useTimeZone';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { usePersonLabel } from '../../i18n/people';
import { DOCUMENT_PATHS, DocumentStatusChip, WaitingOn } from './DocumentList';
import { OffSpecChip } from '../quality/OffSpecAlert';
import { DocumentActions, useWaitText } from './DocumentActions';
import { DocumentPdf } from './DocumentPdf';
import { DocumentSignatures } from './DocumentSignatures';
import { DocumentVersions } from './DocumentVersions';
import { SignDialog } from './SignDialog';
import { useDocumentRecord } from './useDocumentRecord';
import { useDocumentSteps } from './useDocumentSteps';
import { usePdf } from './usePdf';
import { DocumentNumber } from '../shared/columns';

/** A document: its PDF, who signs next, the signatures and every version with its SHA-256. */
export function DocumentShow() {
  const { id: raw } = useParams();
  const navigate = useNavigate();
  const id = Number(raw);
  const translate = useTranslate();
  const person = usePersonLabel();
  const timeZone = useTimeZone();
  const user = useBerthInfo().data?.user;
  const { data: doc, isPending, refetch } = useDocumentRecord(id);
  const latest = doc?.versions.at(-1)?.version;
  const pdf = usePdf(id, latest);
  const [signing, setSigning] = useState(false);
  const waitText = useWaitText();
  const steps = useDocumentSteps(doc, refetch);
  if (isPending) return <PageLoading />;
  if (!doc || !steps) return <Alert severity="error">{translate('ra.page.not_found')}</Alert>;
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
          <DocumentNumber>{doc.number}</DocumentNumber> · {translate(`documentTypes.${doc.type}`)}
        </Typography>
        <DocumentStatusChip status={doc.status} />
        <OffSpecChip offSpec={doc.offSpec} />
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
        onSend={() => void steps.send()}
        onSign={() => setSigning(true)}
        onRefuse={steps.refuse}
        onDownload={latest === undefined ? undefined : () => steps.download(latest)}
      />
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
        <DocumentPdf pdf={pdf} title={doc.number} hasVersion={latest !== undefined} />
        <Stack spacing={2} sx={{ flex: 2, minWidth: 0 }}>
          <DocumentSignatures doc={doc} when={when} />
          <DocumentVersions doc={doc} when={when} download={steps.download} />
        </Stack>
      </Stack>
      {user && doc.type !== 'statementOfFacts' && hasMenu(user, doc.type) && (
        <Button component={Link} to={DOCUMENT_PATHS[doc.type]} sx={{ mt: 2 }}>
          {translate('berth.documents.back')}
        </Button>
      )}
      {signing && (
        <SignDialog
          open
          defaultName={user?.nickName ?? user?.userName ?? ''}
          onClose={() => setSigning(false)}
          onSign={steps.sign}
        />
      )}
    </Box>
  );
}
