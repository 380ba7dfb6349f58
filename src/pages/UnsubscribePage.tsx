import { useEffect, useRef, useState } from 'react';
import { Alert, AlertTitle, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Link, useSearchParams } from 'react-router-dom';
import type { MailEvent } from '../../contract/mailPreferences';
import { PublicFrame } from './PublicFrame';
import { usePublicFrameProps } from './usePublicFrameProps';
import { useAccountCall } from './accounts/useAccountCall';

type State = { step: 'working' } | { step: 'done'; event: MailEvent } | { step: 'failed'; message: string };

/**
 * `/unsubscribe?token=…` (DECISIONS.md §11), public: the link at the foot of every preference mail.
 * It turns that one event's e-mails off as soon as it opens (the signed token names the user and the
 * event, no sign-in needed), says so in the reader's language, and offers the way back on.
 */
export function UnsubscribePage() {
  const frame = usePublicFrameProps();
  const { t } = frame;
  const call = useAccountCall();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>(
    token ? { step: 'working' } : { step: 'failed', message: t('berth.mail.unsubscribe.missing') },
  );
  // Once per visit, also under React's double effects in development.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void call((api) => api('unsubscribeMail', { body: { token }, quiet: true })).then((res) =>
      setState(res.ok ? { step: 'done', event: res.data.event } : { step: 'failed', message: res.message }),
    );
  }, [token, call]);

  return (
    <PublicFrame title={t('berth.mail.unsubscribe.title')} {...frame}>
      <Stack spacing={2} aria-live="polite">
        {state.step === 'working' && (
          <Stack direction="row" spacing={1} alignItems="center">
            <CircularProgress size={20} />
            <Typography>{t('berth.mail.unsubscribe.working')}</Typography>
          </Stack>
        )}
        {state.step === 'done' && (
          <Alert severity="success">
            <AlertTitle>
              {t('berth.mail.unsubscribe.done', { event: t(`mailPreferences.events.${state.event}`) })}
            </AlertTitle>
            {t('berth.mail.unsubscribe.doneHint')}
          </Alert>
        )}
        {state.step === 'failed' && (
          <Alert severity="error">
            <AlertTitle>{t('berth.mail.unsubscribe.failed')}</AlertTitle>
            {state.message}
          </Alert>
        )}
        <Stack direction="row" spacing={1}>
          <Button component={Link} to="/settings/index?tab=email" variant="outlined" size="small">
            {t('berth.mail.unsubscribe.turnBackOn')}
          </Button>
          <Button component={Link} to="/login" size="small">
            {t('berth.publicPages.backToLogin')}
          </Button>
        </Stack>
      </Stack>
    </PublicFrame>
  );
}
