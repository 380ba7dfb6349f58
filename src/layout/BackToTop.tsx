import { useEffect, useState } from 'react';
import { Fab, Zoom } from '@mui/material';
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
    <Zoom in={shown}>
      <Fab
        size="small"
        color="primary"
        aria-label={translate('berth.app.backToTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: 1200 }}
      >
        <ArrowUpwardIcon />
      </Fab>
    </Zoom>
  );
}
