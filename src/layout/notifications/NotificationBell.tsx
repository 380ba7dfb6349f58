import { Suspense, useEffect, useRef, useState } from 'react';
import { CircularProgress, IconButton, Tooltip } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { logOnly } from '../../logOnly';
import { lazyScreen } from '../../resources/shared/lazyScreen';
import { CountBadge } from '../CountBadge';

// The drawer's code loads during the second between the click and its opening, not with every screen.
// In the bar, a drawer that failed to load is a small retry button, not the page-wide message.
const NotificationDrawer = lazyScreen(() => import('./NotificationDrawer').then((m) => m.NotificationDrawer), {
  compact: true,
});

/** Spec §9: the drawer opens one second after the click. */
export const DRAWER_DELAY_MS = 1_000;

/** The bell with the unread count; a failed count load is only logged (spec §8). */
export function NotificationBell() {
  const translate = useTranslate();
  const dp = useDataProvider<PortalDataProvider>();
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(false);
  // Mounted from the first click on, so it closes with its transition.
  const [used, setUsed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const unread = useQuery({
    queryKey: ['notifications', 'unread'],
    refetchInterval: 60_000,
    queryFn: () =>
      dp.api('unreadCount', { quiet: true }).catch((e: unknown) => {
        logOnly('notification count failed', e);
        return { unread: 0 };
      }),
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  const click = () => {
    if (opening) return;
    setOpening(true);
    void NotificationDrawer.preload().catch(() => undefined);
    timer.current = setTimeout(() => {
      setOpening(false);
      setUsed(true);
      setOpen(true);
    }, DRAWER_DELAY_MS);
  };
  const count = unread.data?.unread ?? 0;
  // The name holds the count the badge shows (axe: label-content-name-mismatch, issue 35 #5).
  const label = count
    ? translate('berth.appBar.notificationsUnread', { count: count > 99 ? '99+' : count })
    : translate('berth.app.notifications');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" onClick={click} aria-label={label} data-testid="notifications-button">
          {opening ? (
            <CircularProgress size={22} color="inherit" />
          ) : (
            <CountBadge count={count} testId="notifications-unread">
              <NotificationsIcon />
            </CountBadge>
          )}
        </IconButton>
      </Tooltip>
      {used && (
        <Suspense fallback={null}>
          <NotificationDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
