import { useEffect, useState } from 'react';
import { Button, CssBaseline, Typography } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { brand } from '../layout/brand';
import { PublicFrame } from '../pages/PublicFrame';
import { makeTranslate, storedLocale } from '../i18n/light';

const theme = createTheme(brand);
/** Spec §9: the notice waits 10 s; after the expiry date it does not wait. */
const OLD_HOST_WAIT_S = 10;

export type Arrival = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** The same path and query on the new host. */
const movedUrl = (newUrl: string, at: Arrival) => `${newUrl.replace(/\/$/, '')}${at.pathname}${at.search}${at.hash}`;

/** Shown on an old address of the portal: counts down, then sends the visitor to the new one. */
export function OldHostPage({ newUrl, expiry, arrivedAt }: { newUrl: string; expiry: string; arrivedAt: Arrival }) {
  const t = makeTranslate(storedLocale());
  const target = movedUrl(newUrl, arrivedAt);
  const [left, setLeft] = useState(OLD_HOST_WAIT_S);
  useEffect(() => {
    if (Date.now() >= new Date(`${expiry}T00:00:00Z`).getTime()) {
      window.location.replace(target);
      return undefined;
    }
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = OLD_HOST_WAIT_S - Math.floor((Date.now() - started) / 1000);
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) {
        clearInterval(timer);
        window.location.replace(target);
      }
    }, 250);
    return () => clearInterval(timer);
  }, [expiry, target]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <PublicFrame title={t('berth.oldHost.title')} t={t} languageSwitch={null}>
        <Typography sx={{ mb: 2 }} data-testid="old-host">
          {t('berth.oldHost.text', { url: newUrl, seconds: left })}
        </Typography>
        <Button variant="contained" fullWidth href={target}>
          {t('berth.oldHost.goNow')}
        </Button>
      </PublicFrame>
    </ThemeProvider>
  );
}
