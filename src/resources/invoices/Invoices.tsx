import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Scaffolding until the invoices screen is built (issue 34 §4). */
export function Invoices() {
  const translate = useTranslate();
  return <Typography variant="h5">{translate('berth.menu.invoices')}</Typography>;
}
