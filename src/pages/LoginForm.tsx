import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import type { Translate } from '../i18n/light';
import { failureText, messageText } from '../i18n/messages';
import { takeLoginNotice, type LoginNotice } from '../dataProvider/session';
import { ERROR_DISPLAY_MS } from '../dataProvider/http';

/** What the sign-in form asks of the server; both entries (light /login and react-admin's page) supply it. */
export interface SignInCalls {
  /** Password sign-in, with the authenticator code when the user has one. */
  signIn(username: string, password: string, code?: string): Promise<unknown>;
  authenticatorEnabled(username: string): Promise<boolean>;
  sendBargeCode(username: string): Promise<unknown>;
  bargeSignIn(username: string, code: string): Promise<unknown>;
}

type Mode = 'password' | 'barge';

/** The sign-in form: password (plus authenticator code when enabled), or a barge's e-mailed code. */
export function LoginForm({ t, calls }: { t: Translate; calls: SignInCalls }) {
  const [mode, setMode] = useState<Mode>('password');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<LoginNotice | null>(takeLoginNotice);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), ERROR_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const fail = (err: unknown) => {
    if ((err as { detail?: { key?: string } }).detail?.key === 'server.authenticatorRequired') setAskCode(true);
    setError(failureText(t, err));
    setBusy(false);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const name = username.trim();
    const missing =
      mode === 'password' ? !name || !password || (askCode && !code.trim()) : !name || (codeSent && !code.trim());
    if (missing) {
      setError(t('spec.requiredField'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (mode === 'barge' && !codeSent) {
        await calls.sendBargeCode(name);
        setCodeSent(true);
        setInfo(t('server.codeSent'));
        setBusy(false);
        return;
      }
      if (mode === 'barge') {
        await calls.bargeSignIn(name, code.trim());
        return;
      }
      // The page asks for the authenticator code before sending the password, when the user has one.
      if (!askCode && (await calls.authenticatorEnabled(name).catch(() => false))) {
        setAskCode(true);
        setBusy(false);
        return;
      }
      await calls.signIn(name, password, askCode ? code.trim() : undefined);
    } catch (err) {
      fail(err);
    }
  };

  const switchMode = (next: Mode) => {
    setMode(next);
    setError(null);
    setInfo(null);
    setCode('');
    setCodeSent(false);
    setAskCode(false);
  };

  const submitLabel = busy
    ? 'berth.login.signingIn'
    : mode === 'barge' && !codeSent
      ? 'berth.login.sendCode'
      : 'berth.login.submit';
  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2}>
        {notice && (
          <Alert severity="warning" onClose={() => setNotice(null)} data-testid="login-notice">
            {messageText(t, notice.detail, notice.message)}
          </Alert>
        )}
        {error && (
          <Alert severity="error" data-testid="login-error">
            {error}
          </Alert>
        )}
        {info && !error && (
          <Alert severity="info" data-testid="login-info">
            {info}
          </Alert>
        )}
        <TextField
          label={t('berth.login.username')}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          autoFocus
          required
          fullWidth
          disabled={codeSent}
        />
        {mode === 'password' && (
          <TextField
            label={t('berth.login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            fullWidth
          />
        )}
        {((mode === 'password' && askCode) || (mode === 'barge' && codeSent)) && (
          <TextField
            label={t(mode === 'barge' ? 'berth.login.emailCode' : 'berth.login.authenticatorCode')}
            name="code"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            required
            fullWidth
            autoFocus
            helperText={mode === 'password' ? t('berth.login.recoveryHint') : ' '}
            slotProps={{ htmlInput: { inputMode: mode === 'barge' ? 'numeric' : 'text' } }}
          />
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
          {t(submitLabel)}
        </Button>
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => switchMode(mode === 'password' ? 'barge' : 'password')}
        >
          {t(mode === 'password' ? 'berth.login.bargeMode' : 'berth.login.passwordMode')}
        </Link>
        {/* A plain link: the light sign-in page has no router. */}
        <Link href="/register" variant="body2" sx={{ textAlign: 'center' }}>
          {t('berth.login.noAccount')}
        </Link>
      </Stack>
    </form>
  );
}
