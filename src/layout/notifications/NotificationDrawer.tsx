import { useEffect, useRef } from 'react';
import { Box, Button, CircularProgress, Drawer, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatTerminalDateTime } from '../../../contract/datetime';
import type { NotificationRecord } from '../../../contract/schemas/notifications';
import type { PortalDataProvider } from '../../dataProvider';
import { useTimeZone } from '../useTimeZone';
import { isTestNotice, routeFor } from './notices';
import { NoticeText } from './NoticeText';

/** Spec §9: the drawer asks three at a time. */
export const DRAWER_PAGE_SIZE = 3;

/** The right-hand drawer: newest first from page 1, more pages as its end scrolls into view. */
export function NotificationDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dp = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const timeZone = useTimeZone();
  const query = useInfiniteQuery({
    queryKey: ['notifications', 'drawer'],
    enabled: open,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => dp.api('notifications', { query: { pageNum: pageParam, pageSize: DRAWER_PAGE_SIZE } }),
    getNextPageParam: (last, all) =>
      all.reduce((n, p) => n + p.rows.length, 0) < last.total && last.rows.length ? all.length + 1 : undefined,
  });
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];
  const sentinel = useRef<HTMLDivElement | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  // Loads the next page whenever the end of the list is in view, so a tall screen fills itself.
  useEffect(() => {
    const el = sentinel.current;
    if (!open || !el || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && hasNextPage && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [open, hasNextPage, isFetchingNextPage, fetchNextPage, rows.length]);

  const markRead = (body: { ids: number[] } | { all: true }) =>
    dp.api('markRead', { body }).then(
      () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
      () => undefined,
    );

  const choose = (n: NotificationRecord) => {
    if (!n.read) void markRead({ ids: [n.id] });
    if (isTestNotice(n.action)) return;
    onClose();
    navigate(routeFor(n));
  };

  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box
        sx={{ width: 360, maxWidth: '100vw', display: 'flex', flexDirection: 'column', height: '100%' }}
        role="region"
        aria-label={translate('berth.app.notifications')}
        data-testid="notification-drawer"
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="h6" sx={{ flex: 1 }}>
            {translate('berth.app.notifications')}
          </Typography>
          <Button size="small" disabled={!query.data?.pages[0]?.unread} onClick={() => void markRead({ all: true })}>
            {translate('berth.notifications.markAllRead')}
          </Button>
        </Box>
        <Box sx={{ flex: 1, overflowY: 'auto' }}>
          {query.isSuccess && !rows.length && (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {translate('berth.app.noNotifications')}
            </Typography>
          )}
          <List dense disablePadding>
            {rows.map((n) => (
              <ListItemButton
                key={n.id}
                onClick={() => choose(n)}
                divider
                data-testid="notification-item"
                data-read={n.read}
                sx={{ alignItems: 'flex-start', bgcolor: n.read ? undefined : 'action.hover' }}
              >
                <Box
                  sx={{
                    width: 8,
                    height: 8,
                    borderRadius: '50%',
                    bgcolor: n.read ? 'transparent' : 'primary.main',
                    mt: 1,
                    mr: 1.5,
                    flexShrink: 0,
                  }}
                />
                <ListItemText
                  primary=<NoticeText notice={n} />
                  secondary={formatTerminalDateTime(n.createTime, timeZone)}
                />
              </ListItemButton>
            ))}
          </List>
          <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', p: 1, minHeight: 8 }}>
            {(query.isFetching || query.isPending) && open && <CircularProgress size={20} />}
          </Box>
        </Box>
      </Box>
    </Drawer>
  );
}
