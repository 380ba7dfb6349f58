import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useDataProvider, useLogout, useTranslate } from 'react-admin';
import { isStrongPassword } from '../../contract/password';
import type { PortalDataProvider } from '../dataProvider';

/**
 * Spec §5: the rule and mismatch messages stay on screen until the user closes them. After a
 * change the server has revoked every session, so the user signs in again.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const logout = useLogout();
  const [oldPassword, setOld] = useState('');
  const [password, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setOld('');
    setNew('');
    setConfirm('');
    setMessages([]);
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems: string[] = [];
    if (!oldPassword) problems.push('spec.requiredField');
    if (!isStrongPassword(password)) problems.push('spec.passwordRule');
    if (password !== confirm) problems.push('spec.passwordMismatch');
    setMessages(problems);
    if (problems.length) return;
    setBusy(true);
    try {
      await dataProvider.updatePassword({ oldPassword, password });
      close();
      await logout({}, '/login');
    } catch {
      // The HTTP layer has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="change-password-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="change-password-title">{translate('berth.password.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {messages.map((key) => (
              <Alert
                key={key}
                severity="error"
                onClose={() => setMessages((m) => m.filter((k) => k !== key))}
                data-testid="password-message"
              >
                {translate(key)}
              </Alert>
            ))}
            <TextField
              type="password"
              label={translate('berth.password.old')}
              value={oldPassword}
              onChange={(e) => setOld(e.target.value)}
              autoComplete="current-password"
              name="oldPassword"
              required
            />
            <TextField
              type="password"
              label={translate('berth.password.new')}
              value={password}
              onChange={(e) => setNew(e.target.value)}
              autoComplete="new-password"
              name="password"
              required
            />
            <TextField
              type="password"
              label={translate('berth.password.confirm')}
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              autoComplete="new-password"
              name="confirmPassword"
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('berth.password.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('berth.password.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
