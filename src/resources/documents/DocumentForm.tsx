import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Title, useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { PageLoading } from '../shared/PageLoading';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { DOCUMENT_TYPES, type DocumentType } from '../../../contract/documents';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import { personLabel } from '../../i18n/people';
import { useNominationOptions } from '../nominations/useOptions';
import { BillOfLadingFields } from './BillOfLadingFields';
import { draftOf, type Draft } from './documentDraft';
import { QualityTests } from './QualityTests';
import { QuantityTanks } from './QuantityTanks';
import { useDocumentRecord } from './useDocumentRecord';
import { useSaveDocument } from './useSaveDocument';

/**
 * Making or revising a document (DECISIONS.md §6): a certificate of quantity's tanks with their
 * figures computed as they are typed (the same arithmetic the PDF prints), a certificate of
 * quality's tests with pass or fail, a bill of lading's parties. Saved as a draft; sent from its screen.
 */
export function DocumentForm() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const { id: rawId } = useParams();
  const [params] = useSearchParams();
  const editing = rawId !== undefined;
  const { data: doc, isPending: docPending } = useDocumentRecord(Number(rawId), { enabled: editing });
  const nominationId = editing ? doc?.nominationId : Number(params.get('nomination'));
  const type = (editing ? doc?.type : params.get('type')) as DocumentType | undefined;
  const { data: nomination } = useGetOne<NominationRecord>(
    'nominations',
    { id: nominationId ?? 0 },
    { enabled: !!nominationId },
  );
  // The terminal's tanks, for the certificate of quantity's tank picker.
  const { data: options } = useNominationOptions();
  const [draft, setDraft] = useState<Draft | null>(null);
  const { save, problem, busy } = useSaveDocument(editing ? doc : undefined, nominationId);
  if ((editing && docPending) || !type || !DOCUMENT_TYPES.includes(type)) return editing ? <PageLoading /> : null;
  // The statement of facts has no form: the portal makes it from the call's events (documents.sof.ts).
  if (type === 'statementOfFacts') return <Alert severity="info">{translate('documents.serverMade')}</Alert>;
  if (!nomination) return <PageLoading />;
  const d = draft ?? draftOf(doc, nomination, locale);
  const set = (next: Partial<Draft>) => setDraft({ ...d, ...next });
  const err = (path: string) => (problem?.path === path ? translate(problem.key, { _: problem.key }) : undefined);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1280 }} data-testid="document-form">
      <Title title={translate(`documentTypes.${type}`)} />
      <Typography variant="h6" component="h1" gutterBottom>
        {editing
          ? `${doc!.number} · ${translate(doc!.status === 'Rejected' ? 'berth.documents.revise' : 'berth.documents.edit')}`
          : translate('berth.documents.newFor', { type: translate(`documentTypes.${type}`), id: nomination.id })}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {nomination.bargeName} · {nomination.productName} · {nomination.companyName}
      </Typography>
      {doc?.refusal && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('berth.documents.refusedBy', {
            name: personLabel(translate, { name: doc.refusal.userName, role: doc.refusal.role }),
            at: doc.refusal.at,
            reason: doc.refusal.reason,
          })}
        </Alert>
      )}
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <TextField
            select
            size="small"
            label={translate('berth.documents.language')}
            value={d.language}
            onChange={(e) => set({ language: e.target.value as 'en' | 'zh' })}
            sx={{ minWidth: 200, maxWidth: 260, mb: 2 }}
            fullWidth
          >
            <MenuItem value="en">English</MenuItem>
            <MenuItem value="zh">中文</MenuItem>
          </TextField>
          {type === 'quantity' && (
            <QuantityTanks
              rows={d.tanks}
              nomination={nomination}
              tanks={options?.tanks ?? []}
              onChange={(tanks) => set({ tanks })}
              err={err}
            />
          )}
          {type === 'quality' && <QualityTests draft={d} set={set} err={err} />}
          {type === 'billOfLading' && (
            <BillOfLadingFields
              bill={d.bill}
              quantity={nomination.actualQuantity}
              onChange={(bill) => set({ bill })}
              err={err}
            />
          )}
          <TextField
            fullWidth
            multiline
            minRows={2}
            size="small"
            label={translate('documentPdf.remarks')}
            value={d.remarks}
            onChange={(e) => set({ remarks: e.target.value })}
            sx={{ mt: 2 }}
          />
        </CardContent>
      </Card>
      {problem && !problem.path.match(/\d/) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(problem.key, { _: problem.key })}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={busy} onClick={() => void save(type, d)} data-testid="save-document">
          {doc?.status === 'Rejected'
            ? translate('berth.documents.reviseAndSend')
            : translate('berth.documents.saveDraft')}
        </Button>
        <Button onClick={() => navigate(-1)}>{translate('berth.master.common.cancel')}</Button>
      </Stack>
    </Box>
  );
}
