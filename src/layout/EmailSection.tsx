import { useState } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../dataProvider';
import { useRefreshBerthInfo } from './useBerthInfo';

/** Changes where the portal writes to (codes, links, notices); the password confirms it (POST /system/user/updatePassEmail). */
export function EmailSection({ current }: { current: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<PortalDataProvider>();
  const refreshInfo = useRefreshBerthInfo();
  const [email, setEmail] = useState(current);
  const [password, setPassword] = useState('');
  const save = async () => {
    const ok = await dp.api('updatePassEmail', { body: { email: email.trim(), password } }).then(
      () => true,
      () => false,
    );
    if (!ok) return;
    setPassword('');
    notify('berth.profile.emailChanged', { type: 'info' });
    await refreshInfo();
  };
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{translate('berth.profile.changeEmail')}</Typography>
      <TextField
        size="small"
        name="newEmail"
        type="email"
        label={translate('berth.profile.email')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        size="small"
        name="confirmPassword"
        type="password"
        autoComplete="current-password"
        label={translate('berth.login.password')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        disabled={!password || !email.trim() || email.trim() === current}
        onClick={() => void save()}
      >
        {translate('berth.profile.saveEmail')}
      </Button>
    </Stack>
  );
}
