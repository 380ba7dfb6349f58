import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Link, useSearchParams } from 'react-router-dom';
import { MAIL_EVENTS, type MailEvent } from '../../contract/mailPreferences';
import { PublicFrame } from './PublicFrame';
import { usePublicFrameProps } from './usePublicFrameProps';
import { useAccountCall } from './accounts/useAccountCall';

type State =
  | { step: 'asking'; event: MailEvent }
  | { step: 'working'; event: MailEvent }
  | { step: 'done'; event: MailEvent }
  | { step: 'failed'; message: string };

/**
 * The event a token names, read to ask about it, not trusted: the server checks the signature when
 * the reader presses Turn off (the token's body is base64url JSON, mailPreferences.token.ts).
 */
export function eventOfToken(token: string): MailEvent | undefined {
  try {
    const body = (token.split('.')[0] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const claim = JSON.parse(atob(body)) as { p?: unknown; e?: unknown };
    return claim.p === 'unsubscribe' && MAIL_EVENTS.includes(claim.e as MailEvent) ? (claim.e as MailEvent) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `/unsubscribe?token=…` (DECISIONS.md §11), public: the link at the foot of every preference mail.
 * It names the event and turns its e-mails off only when the reader presses Turn off: mail scanners
 * open links and run their scripts (review 34 #11), so opening the page must change nothing. The
 * signed token names the user and the event, no sign-in needed; the page then says so in the
 * reader's language and says where to turn it back on (the profile, which every role reaches).
 */
export function UnsubscribePage() {
  const frame = usePublicFrameProps();
  const { t } = frame;
  const call = useAccountCall();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>(() => {
    if (!token) return { step: 'failed', message: t('berth.mail.unsubscribe.missing') };
    const event = eventOfToken(token);
    return event ? { step: 'asking', event } : { step: 'failed', message: t('berth.mail.unsubscribe.invalid') };
  });
  const eventName = (event: MailEvent) => t(`mailPreferences.events.${event}`);

  const turnOff = async (event: MailEvent) => {
    if (!token) return;
    setState({ step: 'working', event });
    const res = await call((api) => api('unsubscribeMail', { body: { token }, quiet: true }));
    setState(res.ok ? { step: 'done', event: res.data.event } : { step: 'failed', message: res.message });
  };

  return (
    <PublicFrame title={t('berth.mail.unsubscribe.title')} {...frame}>
      <Stack spacing={2} aria-live="polite">
        {(state.step === 'asking' || state.step === 'working') && (
          <>
            <Typography variant="h6" component="h2">
              {t('berth.mail.unsubscribe.ask', { event: eventName(state.event) })}
            </Typography>
            <Typography color="text.secondary">{t('berth.mail.unsubscribe.askHint')}</Typography>
            <Stack direction="row" spacing={1} alignItems="center">
              <Button variant="contained" onClick={() => void turnOff(state.event)} disabled={state.step === 'working'}>
                {t('berth.mail.unsubscribe.turnOff')}
              </Button>
              {state.step === 'working' && (
                <>
                  <CircularProgress size={20} />
                  <Typography>{t('berth.mail.unsubscribe.working')}</Typography>
                </>
              )}
            </Stack>
          </>
        )}
        {state.step === 'done' && (
          <Alert severity="success">
            <AlertTitle>{t('berth.mail.unsubscribe.done', { event: eventName(state.event) })}</AlertTitle>
            {t('berth.mail.unsubscribe.doneHint')}
          </Alert>
        )}
        {state.step === 'failed' && (
          <Alert severity="error">
            <AlertTitle>{t('berth.mail.unsubscribe.failed')}</AlertTitle>
            {state.message}
          </Alert>
        )}
        {/* Every role reaches its e-mail choices in the profile (the name at the top right) once signed in. */}
        <Box>
          <Button component={Link} to="/login" variant="outlined" size="small">
            {t(state.step === 'done' ? 'berth.mail.unsubscribe.turnBackOn' : 'berth.publicPages.backToLogin')}
          </Button>
        </Box>
      </Stack>
    </PublicFrame>
  );
}
