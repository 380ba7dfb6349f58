import { useState, type DragEvent } from 'react';
import { Alert, AlertTitle, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import UnsignedIcon from '@mui/icons-material/DrawOutlined';
import { Link, useSearchParams } from 'react-router-dom';
import { formatTerminalDateTime, DEFAULT_TIME_ZONE } from '../../contract/datetime';
import type { VerifyResult } from '../../contract/schemas/documents';
import { PublicFrame } from './PublicFrame';
import { usePublicFrameProps } from './usePublicFrameProps';
import { useAccountCall } from './accounts/useAccountCall';
import { personLabel } from '../i18n/people';

/** Green only for a valid file; red for a forgery or a stripped signature; amber for a genuine file that is not final. */
const SEVERITY = {
  valid: 'success',
  notFullySigned: 'warning',
  notLatest: 'warning',
  signatureMissing: 'error',
  invalid: 'error',
} as const;

/** Invoices and credit notes verify on this page too (DECISIONS §11). */
const isInvoice = (type: string) => type === 'invoice' || type === 'creditNote';

function titleKey(outcome: VerifyResult['outcome']) {
  if (outcome === 'valid') return 'berth.verify.valid';
  // Not a failed check: the file is ours, its signing is simply not finished.
  if (outcome === 'notFullySigned') return 'berth.verify.notFullySigned';
  return 'spec.documentInvalid';
}

/**
 * `/verify` (DECISIONS.md §6), public: anyone holding one of the terminal's PDFs checks it here. The
 * QR code on every PDF leads here with its number. Only .pdf files are taken; the answer is one of
 * five, in the spec's words where it gives them, with the document's details when it is known.
 */
/** Out of sight but still focusable (the `hidden` attribute would take it out of the tab order too). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export function VerifyPage() {
  const frame = usePublicFrameProps();
  const { t } = frame;
  const call = useAccountCall();
  const [params] = useSearchParams();
  const number = params.get('number');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<VerifyResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = (f: File | undefined) => {
    setResult(null);
    setFailure(null);
    if (!f) return;
    if (!/\.pdf$/i.test(f.name)) {
      setFile(null);
      setFailure(t('documents.pdfOnly'));
      return;
    }
    setFile(f);
  };
  const check = async () => {
    if (!file) return;
    setBusy(true);
    const res = await call((api) => api('verifyDocument', { form: { file }, quiet: true }));
    setBusy(false);
    if (res.ok) setResult(res.data);
    else setFailure(res.message);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    choose(e.dataTransfer.files[0]);
  };
  const doc = result?.document;

  return (
    <PublicFrame title={t('berth.verify.title')} {...frame}>
      <Stack spacing={2} data-testid="verify-page">
        <Typography variant="body2" color="text.secondary">
          {number ? t('berth.verify.forNumber', { number }) : t('berth.verify.intro')}
        </Typography>
        <Box
          component="label"
          onDragOver={(e) => e.preventDefault()}
          onDrop={drop}
          sx={{
            position: 'relative',
            border: '2px dashed',
            borderColor: file ? 'primary.main' : 'divider',
            borderRadius: 2,
            p: 3,
            textAlign: 'center',
            cursor: 'pointer',
            '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main' },
          }}
        >
          <input
            type="file"
            accept=".pdf,application/pdf"
            style={VISUALLY_HIDDEN}
            data-testid="verify-file"
            onChange={(e) => choose(e.target.files?.[0])}
          />
          <UploadIcon color="action" />
          <Typography>{file ? file.name : t('berth.verify.choose')}</Typography>
        </Box>
        <Button variant="contained" disabled={!file || busy} onClick={() => void check()} data-testid="verify-check">
          {busy ? <CircularProgress size={22} /> : t('berth.verify.check')}
        </Button>
        {failure && <Alert severity="error">{failure}</Alert>}
        {result && (
          <Alert
            severity={SEVERITY[result.outcome]}
            icon={result.outcome === 'notFullySigned' ? <UnsignedIcon /> : undefined}
            data-testid="verify-result"
            data-outcome={result.outcome}
          >
            <AlertTitle>{t(titleKey(result.outcome))}</AlertTitle>
            {result.messageKey && <Typography variant="body2">{t(result.messageKey)}</Typography>}
            {doc && (
              <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
                <dt>{t('berth.verify.number')}</dt>
                <dd style={{ margin: 0 }}>{doc.number}</dd>
                <dt>{t('berth.verify.type')}</dt>
                <dd style={{ margin: 0 }}>
                  {t(isInvoice(doc.type) ? `invoices.kinds.${doc.type}` : `documentTypes.${doc.type}`)}
                </dd>
                {/* An invoice is issued once, in one version: no version to tell. */}
                {!isInvoice(doc.type) && (
                  <>
                    <dt>{t('berth.verify.version')}</dt>
                    <dd style={{ margin: 0 }}>
                      {t('berth.verify.versionOf', { version: doc.version, latest: doc.latestVersion })}
                    </dd>
                  </>
                )}
                <dt>{t('berth.verify.status')}</dt>
                <dd style={{ margin: 0 }}>{t(`documentStatuses.${doc.status}`)}</dd>
                {doc.signers.map((s) => (
                  <Box key={`${s.slot}-${s.at}`} sx={{ display: 'contents' }}>
                    <dt>{t(`signerSlots.${s.slot}`)}</dt>
                    <dd style={{ margin: 0 }}>
                      {personLabel(t, { name: s.userName, role: s.role })} ·{' '}
                      {formatTerminalDateTime(s.at, DEFAULT_TIME_ZONE)}
                    </dd>
                  </Box>
                ))}
              </Box>
            )}
          </Alert>
        )}
        <Button component={Link} to="/login" size="small">
          {t('berth.publicPages.backToLogin')}
        </Button>
      </Stack>
    </PublicFrame>
  );
}
