import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useDataProvider, useLogout, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { logOnly } from '../../logOnly';
import { useActivity } from './useActivity';

/** Spec §9: asked every 30 s, on activity too, never more than once per 5 s. */
export const VERSION_POLL_MS = 30_000;
export const VERSION_THROTTLE_MS = 5_000;

/** Offers to log out when the server runs another build than the one this page loaded with. */
export function VersionGuard() {
  const translate = useTranslate();
  const logout = useLogout();
  const dp = useDataProvider<PortalDataProvider>();
  const loaded = useRef<string | null>(null);
  const skipped = useRef<string | null>(null);
  const lastAsked = useRef(0);
  const [offered, setOffered] = useState<string | null>(null);

  const check = useCallback(() => {
    const t = Date.now();
    if (t - lastAsked.current < VERSION_THROTTLE_MS) return;
    lastAsked.current = t;
    void dp.version().then(
      (v) => {
        if (loaded.current === null) loaded.current = v;
        else if (v !== loaded.current && v !== skipped.current) setOffered(v);
      },
      (e: unknown) => logOnly('version check', e),
    );
  }, [dp]);

  useEffect(() => {
    check();
    const timer = setInterval(check, VERSION_POLL_MS);
    return () => clearInterval(timer);
  }, [check]);
  useActivity(check, VERSION_THROTTLE_MS);

  return (
    <Dialog open={offered !== null} aria-labelledby="version-title" data-testid="version-dialog">
      <DialogTitle id="version-title">{translate('berth.version.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('berth.version.text', { version: offered ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            skipped.current = offered;
            setOffered(null);
          }}
        >
          {translate('berth.version.skip')}
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            setOffered(null);
            void logout();
          }}
        >
          {translate('berth.version.logout')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
