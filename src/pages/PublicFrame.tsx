import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import AnchorIcon from '@mui/icons-material/Anchor';
import type { Translate } from '../i18n/light';

/**
 * The frame of every public page: brand, language switch, one card, and the trial notice while the trial is on.
 * It takes its translate function and switch as props so the light sign-in page can use it too.
 */
export function PublicFrame({
  title,
  t,
  languageSwitch,
  children,
  trial = false,
}: {
  title: string;
  t: Translate;
  languageSwitch: ReactNode;
  children: ReactNode;
  trial?: boolean;
}) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(160deg, #0b4f6c 0%, #0a2f44 60%, #061b28 100%)',
      }}
    >
      <Box sx={{ position: 'absolute', top: 8, right: 8, color: '#fff' }}>{languageSwitch}</Box>
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={8}>
        <CardContent sx={{ p: 4 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
            <AnchorIcon color="primary" sx={{ fontSize: 40 }} />
            <Box>
              <Typography variant="h5" sx={{ fontWeight: 700, lineHeight: 1.1 }}>
                {t('berth.app.title')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('berth.app.subtitle')}
              </Typography>
            </Box>
          </Stack>
          <Typography variant="h6" component="h1" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
      {trial && (
        <Typography
          variant="caption"
          sx={{ color: 'rgba(255,255,255,0.75)', mt: 2, maxWidth: 420, textAlign: 'center' }}
          data-testid="trial-notice"
        >
          {t('spec.trialNotice')}
        </Typography>
      )}
    </Box>
  );
}
