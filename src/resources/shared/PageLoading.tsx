import { Box, CircularProgress, Typography } from '@mui/material';
import { useTimeout, useTranslate } from 'react-admin';

/**
 * react-admin's Loading as it looks (after a second, a spinner, "Loading", "Please wait"), readable:
 * its spinner had no name and its grey line 2.6:1 (axe aria-progressbar-name and color-contrast,
 * issue 35), and it is announced as a status.
 */
export function PageLoading() {
  const translate = useTranslate();
  const shown = useTimeout(1000);
  const loading = translate('ra.page.loading');
  return (
    <Box
      role="status"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', height: '100%' }}
    >
      {/* The status is there at once and filled a second later, so readers announce its text. */}
      {shown && (
        <Box sx={{ textAlign: 'center', py: 2 }}>
          <CircularProgress aria-label={loading} size="9em" thickness={2} sx={{ mt: 2 }} />
          <Typography variant="h5" sx={{ mt: 3 }} color="text.secondary">
            {loading}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('ra.message.loading')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
