import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useLogin, useTranslate } from 'react-admin';
import { PublicFrame } from './PublicFrame';
import { serverMessageKey } from '../i18n';

export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim() || !password) {
      setError(translate('berth.spec.requiredField'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await login({ username: username.trim(), password });
    } catch (err) {
      const msg = err instanceof Error ? err.message : String(err);
      const key = serverMessageKey(msg);
      setError(key ? translate(key) : msg);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicFrame title={translate('berth.login.title')}>
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          {error && <Alert severity="error" data-testid="login-error">{error}</Alert>}
          <TextField label={translate('berth.login.username')} name="username" autoComplete="username" value={username}
            onChange={(e) => setUsername(e.target.value)} autoFocus required fullWidth />
          <TextField label={translate('berth.login.password')} name="password" type="password" autoComplete="current-password"
            value={password} onChange={(e) => setPassword(e.target.value)} required fullWidth />
          <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
            {translate(busy ? 'berth.login.signingIn' : 'berth.login.submit')}
          </Button>
        </Stack>
      </form>
    </PublicFrame>
  );
}
