import { useEffect, useState } from 'react';
import { Fab } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useTranslate } from 'react-admin';

/** Spec §2: appears after scrolling more than 300 px. */
export const BACK_TO_TOP_AFTER = 300;

export function BackToTop() {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > BACK_TO_TOP_AFTER);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Fab
      size="small"
      color="primary"
      aria-label={translate('berth.app.backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      // As MUI's <Zoom> shows and hides it (scale, its durations, hidden once shrunk), without loading Zoom.
      sx={(t: Theme) => ({
        position: 'fixed',
        right: 24,
        bottom: 24,
        zIndex: 1200,
        transform: shown ? 'none' : 'scale(0)',
        visibility: shown ? 'visible' : 'hidden',
        transition: shown
          ? t.transitions.create('transform', { duration: t.transitions.duration.enteringScreen })
          : `${t.transitions.create('transform', { duration: t.transitions.duration.leavingScreen })}, visibility 0s linear ${t.transitions.duration.leavingScreen}ms`,
      })}
    >
      <ArrowUpwardIcon />
    </Fab>
  );
}
