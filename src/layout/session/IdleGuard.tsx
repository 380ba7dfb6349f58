import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useDataProvider, useLogout, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { logOnly } from '../../logOnly';
import { useActivity } from './useActivity';

/** Spec §9: 30 minutes without activity, then a 10-second countdown. The server's idle expiry is the same 30 minutes. */
export const IDLE_MS = 30 * 60 * 1000;
export const COUNTDOWN_S = 10;
/** Activity tells the server the session is in use at most this often, so both sides agree on idleness. */
const KEEP_ALIVE_MS = 5 * 60 * 1000;

/** The inactivity reminder of the signed-in layout (public pages have no layout, so no reminder). */
export function IdleGuard() {
  const translate = useTranslate();
  const logout = useLogout();
  const dp = useDataProvider<PortalDataProvider>();
  // Both start when the layout mounts (the effect below): a sign-in is activity.
  const lastActivity = useRef(0);
  const lastKeepAlive = useRef(0);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(0);

  useEffect(() => {
    lastActivity.current = Date.now();
    lastKeepAlive.current = Date.now();
  }, []);

  const keepAlive = useCallback(() => {
    lastKeepAlive.current = Date.now();
    void dp.api('getInfo', { quiet: true }).catch((e: unknown) => logOnly('session keep-alive', e));
  }, [dp]);

  const onActivity = useCallback(() => {
    if (deadline !== null) return; // only Continue answers the reminder
    lastActivity.current = Date.now();
    if (Date.now() - lastKeepAlive.current >= KEEP_ALIVE_MS) keepAlive();
  }, [deadline, keepAlive]);
  useActivity(onActivity, 1_000);

  useEffect(() => {
    const timer = setInterval(() => {
      const t = Date.now();
      // The clock only moves the countdown: ticking it while no reminder shows re-rendered the layout's guard
      // four times a second on every signed-in screen, for nothing.
      if (deadline === null) {
        if (t - lastActivity.current < IDLE_MS) return;
        setNow(t);
        setDeadline(t + COUNTDOWN_S * 1000);
        return;
      }
      setNow(t);
      if (t >= deadline) {
        setDeadline(null);
        void logout();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [deadline, logout]);

  const resume = () => {
    lastActivity.current = Date.now();
    setDeadline(null);
    keepAlive();
  };
  const seconds = deadline === null ? COUNTDOWN_S : Math.max(0, Math.ceil((deadline - now) / 1000));
  return (
    <Dialog open={deadline !== null} aria-labelledby="idle-title" data-testid="idle-dialog">
      <DialogTitle id="idle-title">{translate('berth.session.idleTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('berth.session.idleText', { seconds })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            setDeadline(null);
            void logout();
          }}
        >
          {translate('berth.session.logoutNow')}
        </Button>
        <Button variant="contained" onClick={resume} autoFocus>
          {translate('berth.session.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
