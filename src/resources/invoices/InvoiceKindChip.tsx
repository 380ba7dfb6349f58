import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { InvoiceKind } from '../../../contract/schemas/invoices';

/** Invoice or credit note, as a chip: the same in the list and the record. */
export function InvoiceKindChip({ kind }: { kind: InvoiceKind }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={kind === 'invoice' ? 'success' : 'warning'}
      variant={kind === 'invoice' ? 'filled' : 'outlined'}
      label={translate(`invoices.kinds.${kind}`)}
    />
  );
}
