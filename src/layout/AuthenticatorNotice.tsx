import { Suspense, useState } from 'react';
import { isTerminalSide } from '../../contract/permissions';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ProfileDialog } from './lazyDialogs';
import { useBerthInfo } from './useBerthInfo';

const DISMISSED = 'berth.authenticatorNoticeDismissed';

/** Staff and admins without an authenticator are asked to set one up (closed for the tab's session, back next time). */
export function AuthenticatorNotice() {
  const translate = useTranslate();
  const info = useBerthInfo().data;
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED) === '1');
  // Mounted from the first opening on: it stays when the notice goes (the authenticator just set up).
  const [used, setUsed] = useState(false);
  const staff = info && isTerminalSide(info.user);
  const dialog = used && (
    <Suspense fallback={null}>
      <ProfileDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
  if (!staff || info.authenticator || dismissed) return dialog;
  return (
    <>
      <Alert
        severity="info"
        sx={{ mt: 1 }}
        data-testid="authenticator-notice"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              setUsed(true);
              setOpen(true);
            }}
          >
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
      {dialog}
    </>
  );
}
