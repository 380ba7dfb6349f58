import { useState } from 'react';
import { isTerminalSide } from '../../contract/permissions';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ProfileDialog } from './ProfileDialog';
import { useBerthInfo } from './useBerthInfo';

const DISMISSED = 'berth.authenticatorNoticeDismissed';

/** Staff and admins without an authenticator are asked to set one up (closed for the tab's session, back next time). */
export function AuthenticatorNotice() {
  const translate = useTranslate();
  const info = useBerthInfo().data;
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED) === '1');
  const staff = info && isTerminalSide(info.user);
  if (!staff || info.authenticator || dismissed) return <ProfileDialog open={open} onClose={() => setOpen(false)} />;
  return (
    <>
      <Alert
        severity="info"
        sx={{ mt: 1 }}
        data-testid="authenticator-notice"
        action={
          <Button color="inherit" size="small" onClick={() => setOpen(true)}>
            {translate('berth.authenticator.openProfile')}
          </Button>
        }
        onClose={() => {
          sessionStorage.setItem(DISMISSED, '1');
          setDismissed(true);
        }}
      >
        {translate('berth.authenticator.encourage')}
      </Alert>
      <ProfileDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
