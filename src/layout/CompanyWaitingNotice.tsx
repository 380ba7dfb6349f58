import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useBerthInfo } from './useBerthInfo';

/** Users of a self-registered company are told it waits for the terminal's approval (DECISIONS §8). */
export function CompanyWaitingNotice() {
  const translate = useTranslate();
  const info = useBerthInfo().data;
  if (!info || info.companyApproved) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }} data-testid="company-waiting">
      {translate('server.companyWaiting')}
    </Alert>
  );
}
