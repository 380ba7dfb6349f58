import { Alert, AlertTitle, Box, Chip, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { failingMessages, type OffSpecTest } from '../../../contract/quality';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import { messageText } from '../../i18n/messages';
import { useDocumentRecord } from '../documents/useDocumentRecord';

/**
 * The nomination's off-spec banner (issue 34): shown when its certificate of quality was signed
 * with results outside the product's limits, each failing test written out ("Sulphur 0.62 % m/m
 * above max 0.50 % m/m"), with a link to the certificate. Text, not colour alone, says what is wrong.
 */
export function OffSpecAlert({ record }: { record: Pick<NominationRecord, 'offSpec' | 'documents'> }) {
  const translate = useTranslate();
  const link = record.documents.quality;
  const { data: coq } = useDocumentRecord(link?.id ?? 0, { enabled: record.offSpec === true && !!link });
  if (!record.offSpec || !link) return null;
  const failing: OffSpecTest[] = coq?.offSpec ?? [];
  const lines = failingMessages(failing).map((m, i) =>
    messageText(translate, { ...m, params: { ...m.params, limit: limitText(failing[i]!) } }, ''),
  );
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="off-spec-alert">
      <AlertTitle>{translate('berth.quality.alert.title')}</AlertTitle>
      {lines.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      )}
      <Link component={RouterLink} to={`/documents/${link.id}`} color="inherit" underline="always">
        {translate('berth.quality.alert.certificate', { number: link.number })}
      </Link>
    </Alert>
  );
}

const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;

/**
 * The limit as the banner writes it (walk 34 #16): with its unit, and with as many decimals as the
 * result beside it ("0.50 % m/m" beside "0.62"), so the two read as the same kind of figure.
 */
function limitText(f: OffSpecTest): string {
  const limit = f.max !== null && f.result > f.max ? f.max : f.min;
  if (limit === null) return '';
  const text = limit.toFixed(Math.min(6, Math.max(decimals(limit), decimals(f.result))));
  return f.unit ? `${text} ${f.unit}` : text;
}

/** The off-spec mark of a list row or a document (issue 34): a chip that says it in words. */
export function OffSpecChip({ offSpec }: { offSpec: boolean | null | undefined | readonly unknown[] }) {
  const translate = useTranslate();
  if (!offSpec || (Array.isArray(offSpec) && offSpec.length === 0)) return null;
  return (
    <Chip
      // A span: the chip sits inside lines of text (the documents tab's paragraph).
      component="span"
      size="small"
      color="error"
      label={translate('berth.quality.chip')}
      title={translate('berth.quality.chipTitle')}
      data-testid="off-spec-chip"
      sx={{ ml: 0.5 }}
    />
  );
}
