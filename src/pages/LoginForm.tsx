import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import type { Translate } from '../i18n/light';
import { serverMessageKey } from '../i18n/serverMessages';
import { takeLoginNotice } from '../dataProvider/session';
import { ERROR_DISPLAY_MS } from '../dataProvider/http';

/** The sign-in form, shared by the light /login entry and react-admin's login page. */
export function LoginForm({ t, signIn }: { t: Translate; signIn: (username: string, password: string) => Promise<unknown> }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(takeLoginNotice);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), ERROR_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const translated = (msg: string) => {
    const key = serverMessageKey(msg);
    return key ? t(key) : msg;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim() || !password) {
      setError(t('berth.spec.requiredField'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await signIn(username.trim(), password);
    } catch (err) {
      setError(translated(err instanceof Error ? err.message : String(err)));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2}>
        {notice && <Alert severity="warning" onClose={() => setNotice(null)} data-testid="login-notice">{translated(notice)}</Alert>}
        {error && <Alert severity="error" data-testid="login-error">{error}</Alert>}
        <TextField label={t('berth.login.username')} name="username" autoComplete="username" value={username}
          onChange={(e) => setUsername(e.target.value)} autoFocus required fullWidth />
        <TextField label={t('berth.login.password')} name="password" type="password" autoComplete="current-password"
          value={password} onChange={(e) => setPassword(e.target.value)} required fullWidth />
        <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
          {t(busy ? 'berth.login.signingIn' : 'berth.login.submit')}
        </Button>
        {/* A plain link: the light sign-in page has no router. */}
        <Link href="/register" variant="body2" sx={{ textAlign: 'center' }}>{t('berth.accounts.noAccount')}</Link>
      </Stack>
    </form>
  );
}
