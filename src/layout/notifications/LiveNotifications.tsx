import { useEffect, useRef, useState } from 'react';
import { Box, Card, CardActionArea, CardContent, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import NotificationsIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { canAccess } from '../../../contract/permissions';
import type { LiveNotice } from '../../../contract/schemas/notifications';
import type { PortalDataProvider } from '../../dataProvider';
import { currentToken } from '../../dataProvider/session';
import { useBerthInfo } from '../useBerthInfo';
import { openEventStream } from './eventStream';
import { chime, isTestNotice, isVettingNotice, routeFor } from './notices';
import { NoticeText } from './NoticeText';
import { loadPurify } from './noticeHtml';
import { logOnly } from '../../logOnly';

/** Spec §9: a notice stays 10 s. */
export const NOTICE_MS = 10_000;
const SHOWN_AT_ONCE = 3;

interface Shown extends LiveNotice {
  shownAs: number;
}

/** The live stream (non-admin users only): a chime and a bottom-right notice per message; a click opens its record. */
export function LiveNotifications() {
  const user = useBerthInfo().data?.user;
  const enabled = !!user && canAccess(user, 'list', 'notifications');
  const [shown, setShown] = useState<Shown[]>([]);
  const queryClient = useQueryClient();
  const dp = useDataProvider<PortalDataProvider>();
  const navigate = useNavigate();
  const translate = useTranslate();
  const counter = useRef(0);

  // The notices' HTML cleaner, ahead of the first notice, once the signed-in screen has settled.
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setTimeout(() => void loadPurify().catch((e: unknown) => logOnly('notice cleaner', e)), 3000);
    return () => clearTimeout(timer);
  }, [enabled]);

  useEffect(() => {
    if (!enabled) return undefined;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const stream = openEventStream({
      url: new URL('/api/system/user/notifications/sse', window.location.origin).toString(),
      getToken: currentToken,
      onMessage: (data) => {
        let notice: LiveNotice;
        try {
          notice = JSON.parse(data) as LiveNotice;
        } catch (e) {
          logOnly('notification stream message', e);
          return;
        }
        const shownAs = ++counter.current;
        chime();
        setShown((list) => [...list.slice(-(SHOWN_AT_ONCE - 1)), { ...notice, shownAs }]);
        const timer = setTimeout(() => {
          timers.delete(timer);
          setShown((list) => list.filter((n) => n.shownAs !== shownAs));
        }, NOTICE_MS);
        timers.add(timer);
        // A count still loading its first answer would swallow a plain invalidation (react-query joins
        // the fetch under way, which may predate this notice): cancel it, then load afresh.
        void queryClient
          .cancelQueries({ queryKey: ['notifications'] })
          .then(() => queryClient.invalidateQueries({ queryKey: ['notifications'] }));
        // A vetting that moved changes the badge's queue, and the vetting's screen if it is open.
        if (isVettingNotice(notice.action))
          for (const queryKey of [['vettingsWaiting'], ['shipVettings'], ['vettingLog']])
            void queryClient.invalidateQueries({ queryKey });
      },
    });
    return () => {
      stream.close();
      for (const t of timers) clearTimeout(t);
    };
  }, [enabled, queryClient]);

  const dismiss = (shownAs: number) => setShown((list) => list.filter((n) => n.shownAs !== shownAs));
  const open = (n: Shown) => {
    dismiss(n.shownAs);
    if (!n.key && isTestNotice(n.action)) return;
    void dp.api('markRead', { body: { ids: [n.id] }, quiet: true }).then(
      () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
      (e: unknown) => logOnly('mark read', e),
    );
    navigate(routeFor(n));
  };

  if (!shown.length) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: (t) => t.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        width: 360,
        maxWidth: 'calc(100vw - 32px)',
      }}
      role="status"
      aria-live="polite"
      data-testid="live-notices"
    >
      {shown.map((n) => (
        <Card key={n.shownAs} elevation={6} data-testid="live-notice">
          <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
            <CardActionArea onClick={() => open(n)}>
              <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 1.5 }}>
                <NotificationsIcon color="primary" fontSize="small" sx={{ mt: 0.25 }} />
                <Typography variant="body2">
                  <NoticeText notice={n} />
                </Typography>
              </CardContent>
            </CardActionArea>
            <IconButton
              size="small"
              aria-label={translate('ra.action.close')}
              onClick={() => dismiss(n.shownAs)}
              sx={{ m: 0.5 }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        </Card>
      ))}
    </Box>
  );
}
