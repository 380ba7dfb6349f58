import { Box, Drawer, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The right-hand notification drawer; its list and live stream arrive with the notifications module. */
export function NotificationDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box sx={{ width: 340, p: 2 }} role="region" aria-label={translate('berth.app.notifications')}>
        <Typography variant="h6" gutterBottom>{translate('berth.app.notifications')}</Typography>
        <Typography color="text.secondary">{translate('berth.app.noNotifications')}</Typography>
      </Box>
    </Drawer>
  );
}
