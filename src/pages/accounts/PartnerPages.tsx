import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { Link, useSearchParams } from 'react-router-dom';
import { storeToken } from '../../dataProvider/session';
import { PublicFrame } from '../PublicFrame';
import { usePublicFrameProps } from '../usePublicFrameProps';
import { useAccountCall } from './useAccountCall';

interface Session {
  token: string;
  landing: string;
}
const enter = (s: Session) => {
  storeToken(s.token);
  window.location.replace(s.landing);
};

/** `/loginByCode?code=…`: a partner sends its user in; the page says who, and signs in on Continue. */
export function LoginByCodePage() {
  const frame = usePublicFrameProps();
  const { t } = frame;
  const call = useAccountCall();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [info, setInfo] = useState<{ appName: string; userName: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let stale = false;
    void call((api) => api('authCode', { query: { code: code || '-' }, quiet: true })).then((r) => {
      if (stale) return;
      if (r.ok) setInfo(r.data);
      else setFailure(r.message);
    });
    return () => {
      stale = true;
    };
    // The code is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);
  const go = async () => {
    const r = await call((api) => api('codeLogin', { query: { code }, quiet: true }));
    if (r.ok) enter(r.data);
    else setFailure(r.message);
  };
  return (
    <PublicFrame title={t('berth.publicPages.loginByCode')} {...frame}>
      <Stack spacing={2} data-testid="partner-page">
        {!info && !failure && <CircularProgress sx={{ alignSelf: 'center' }} />}
        {failure && (
          <Alert severity="error" data-testid="partner-error">
            {failure}
          </Alert>
        )}
        {info && !failure && (
          <>
            <Typography>{t('berth.partner.signingInAs', { app: info.appName, userName: info.userName })}</Typography>
            <Button variant="contained" size="large" onClick={() => void go()}>
              {t('berth.partner.continue')}
            </Button>
          </>
        )}
        <Button component={Link} to="/login" variant="text">
          {t('berth.publicPages.backToLogin')}
        </Button>
      </Stack>
    </PublicFrame>
  );
}

/** `/mvpLogin?app=…&redirect_uri=…&state=…`: the user signs in at the portal for a partner, which gets a one-time code back. */
export function MvpLoginPage() {
  const frame = usePublicFrameProps();
  const { t } = frame;
  const call = useAccountCall();
  const [params] = useSearchParams();
  const appId = Number(params.get('app'));
  const redirectUri = params.get('redirect_uri') ?? '';
  const state = params.get('state') ?? undefined;
  const [appName, setAppName] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  useEffect(() => {
    let stale = false;
    void call((api) =>
      api('partnerAppPublic', { params: { id: Number.isInteger(appId) && appId > 0 ? appId : 0 }, quiet: true }),
    ).then((r) => {
      if (stale) return;
      if (r.ok) setAppName(r.data.name);
      else setFailure(t('spec.invalidUrl'));
    });
    return () => {
      stale = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appId]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim() || !password) return setFailure(t('spec.requiredField'));
    if (!askCode) {
      const status = await call((api) =>
        api('authenticatorStatus', { query: { username: username.trim() }, quiet: true }),
      );
      if (status.ok && status.data.enabled) return setAskCode(true);
    }
    const r = await call((api) =>
      api('mvpLogin', {
        quiet: true,
        body: { username: username.trim(), password, appId, redirectUri, state, ...(askCode ? { code } : {}) },
      }),
    );
    if (r.ok) window.location.assign(r.data.redirect);
    else setFailure(r.message);
  };
  return (
    <PublicFrame title={t('berth.publicPages.mvpLogin')} {...frame}>
      <form onSubmit={submit} noValidate>
        <Stack spacing={2} data-testid="partner-page">
          {appName && <Typography>{t('berth.partner.signInFor', { app: appName })}</Typography>}
          {failure && (
            <Alert severity="error" data-testid="partner-error">
              {failure}
            </Alert>
          )}
          <TextField
            label={t('berth.login.username')}
            name="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            autoComplete="username"
            fullWidth
          />
          <TextField
            label={t('berth.login.password')}
            name="password"
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            fullWidth
          />
          {askCode && (
            <TextField
              label={t('berth.login.authenticatorCode')}
              name="code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="one-time-code"
              fullWidth
            />
          )}
          <Button type="submit" variant="contained" size="large" disabled={!appName}>
            {t('berth.login.submit')}
          </Button>
        </Stack>
      </form>
    </PublicFrame>
  );
}

/** `/mvp/authentication?accessToken=…`: a partner opens the portal for its signed-in user; the token leaves the address bar at once. */
export function MvpAuthenticationPage() {
  const frame = usePublicFrameProps();
  const { t } = frame;
  const call = useAccountCall();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const accessToken = params.get('accessToken') ?? '';
  useEffect(() => {
    window.history.replaceState(null, '', '/mvp/authentication');
    void call((api) => api('tokenLogin', { query: { accessToken: accessToken || '-' }, quiet: true })).then((r) =>
      r.ok ? enter(r.data) : setFailure(r.message),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <PublicFrame title={t('berth.publicPages.mvpAuthentication')} {...frame}>
      <Stack spacing={2} data-testid="partner-page">
        {failure ? (
          <Alert severity="error" data-testid="partner-error">
            {failure}
          </Alert>
        ) : (
          <CircularProgress sx={{ alignSelf: 'center' }} />
        )}
        {failure && (
          <Button component={Link} to="/login" variant="outlined">
            {t('berth.publicPages.backToLogin')}
          </Button>
        )}
      </Stack>
    </PublicFrame>
  );
}
