import { Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DraftField } from './DraftField';
import { text } from './documentDraft';
import type { Row } from './QuantityTanks';

const PARTIES = ['shipper', 'consignee', 'notifyParty', 'portOfLoading', 'portOfDischarge', 'originals'] as const;

/** A bill of lading's parties and ports; its quantity is the certificate of quantity's, not typed. */
export function BillOfLadingFields({
  bill,
  quantity,
  onChange,
  err,
}: {
  bill: Row;
  quantity: unknown;
  onChange(bill: Row): void;
  err(path: string): string | undefined;
}) {
  const translate = useTranslate();
  const t = (k: string) => translate(`documentPdf.${k}`);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {PARTIES.map((k) => (
        <DraftField
          key={k}
          path={k}
          label={t(k)}
          value={bill[k] ?? ''}
          onChange={(v) => onChange({ ...bill, [k]: v })}
          err={err}
          numeric={k === 'originals'}
        />
      ))}
      <TextField
        size="small"
        label={t('quantity')}
        value={text(quantity)}
        disabled
        helperText={translate('berth.documents.fromCq')}
      />
    </Box>
  );
}
