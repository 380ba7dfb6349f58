import { Suspense, useState } from 'react';
import { isTerminalSide } from '../../contract/permissions';
import { DAY } from '../../contract/time';
import { Alert, Button, IconButton, Tooltip } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { ProfileDialog } from './lazyDialogs';
import { useBerthInfo } from './useBerthInfo';

/** A dismissed notice comes back this long after (issue 35 #12: "reminded weekly"). */
export const AUTHENTICATOR_REMINDER_MS = 7 * DAY;

/**
 * When this browser's user last hid the notice, kept per user (two people may share a control-room
 * PC) in localStorage: a reminder is this browser's business, not worth a server preference.
 */
export const dismissedKey = (userId: number) => `berth.authenticatorNotice.${userId}`;

function hiddenNow(userId: number | undefined, now = Date.now()): boolean {
  if (userId === undefined) return false;
  const at = Number(localStorage.getItem(dismissedKey(userId)));
  return Number.isFinite(at) && at > 0 && now - at < AUTHENTICATOR_REMINDER_MS;
}

/** Staff and admins without an authenticator are asked to set one up; hidden, it comes back a week later. */
export function AuthenticatorNotice() {
  const translate = useTranslate();
  const info = useBerthInfo().data;
  const userId = info?.user.userId;
  const [open, setOpen] = useState(false);
  // The user it was hidden for: another user signing in on this tab is asked afresh.
  const [dismissedFor, setDismissedFor] = useState<number | undefined>(undefined);
  // Mounted from the first opening on: it stays when the notice goes (the authenticator just set up).
  const [used, setUsed] = useState(false);
  const staff = info && isTerminalSide(info.user);
  const hideLabel = translate('berth.appBar.remindLater');
  const dialog = used && (
    <Suspense fallback={null}>
      <ProfileDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
  if (!staff || info.authenticator || dismissedFor === userId || hiddenNow(userId)) return dialog;
  return (
    <>
      <Alert
        severity="info"
        sx={{ mt: 1 }}
        data-testid="authenticator-notice"
        // MUI's Alert drops its close button when it has an action: both are drawn here.
        action={
          <>
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
            <Tooltip title={hideLabel}>
              <IconButton
                color="inherit"
                size="small"
                aria-label={hideLabel}
                onClick={() => {
                  localStorage.setItem(dismissedKey(info.user.userId), String(Date.now()));
                  setDismissedFor(info.user.userId);
                }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        }
      >
        {translate('berth.authenticator.encourage')}
      </Alert>
      {dialog}
    </>
  );
}
