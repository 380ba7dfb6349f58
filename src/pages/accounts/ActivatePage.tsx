import { useEffect, useState } from 'react';
import { Alert, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { Link, useSearchParams } from 'react-router-dom';
import { isStrongPassword } from '../../../contract/password';
import { PublicFrame } from '../PublicFrame';
import { usePublicFrameProps } from '../usePublicFrameProps';
import { useAccountCall } from './useAccountCall';

interface Info {
  userName: string;
  email: string;
  companyName: string | null;
  needsPassword: boolean;
}

/** `/activate?code=…`: shows whose account the link is for, then activates it (choosing a password when there is none). */
export function ActivatePage() {
  const frame = usePublicFrameProps();
  const { t } = frame;
  const call = useAccountCall();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [info, setInfo] = useState<Info | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  useEffect(() => {
    let stale = false;
    void call((api) => api('verification', { params: { code: code || '-' }, quiet: true })).then((res) => {
      if (stale) return;
      if (res.ok) setInfo(res.data);
      else setFailure(res.message);
    });
    return () => {
      stale = true;
    };
    // The link is read once per code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  const activate = async () => {
    if (info?.needsPassword) {
      if (!isStrongPassword(password)) return setFieldError(t('spec.passwordRule'));
      if (password !== confirm) return setFieldError(t('spec.passwordMismatch'));
    }
    setFieldError(null);
    const res = await call((api) =>
      api('verifyAccount', { body: { code, ...(info?.needsPassword ? { password } : {}) }, quiet: true }),
    );
    if (res.ok) setDone(true);
    else setFailure(res.message);
  };

  return (
    <PublicFrame title={t('berth.publicPages.activate')} {...frame}>
      <Stack spacing={2} data-testid="activate-page">
        {!info && !failure && <CircularProgress sx={{ alignSelf: 'center' }} />}
        {failure && (
          <Alert severity="error" data-testid="activate-error">
            {failure}
          </Alert>
        )}
        {done && (
          <Alert severity="success" data-testid="activate-done">
            {t('berth.accounts.activated', { userName: info?.userName ?? '' })}
          </Alert>
        )}
        {info && !done && !failure && (
          <>
            <Typography>
              {t('berth.accounts.activateFor', {
                userName: info.userName,
                email: info.email,
                company: info.companyName ?? '–',
              })}
            </Typography>
            {info.needsPassword && (
              <>
                <TextField
                  type="password"
                  name="password"
                  label={t('berth.accounts.fields.password')}
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  autoComplete="new-password"
                  fullWidth
                />
                <TextField
                  type="password"
                  name="confirm"
                  label={t('berth.accounts.fields.confirm')}
                  value={confirm}
                  onChange={(e) => setConfirm(e.target.value)}
                  autoComplete="new-password"
                  fullWidth
                  error={!!fieldError}
                  helperText={fieldError ?? ' '}
                />
              </>
            )}
            <Button variant="contained" size="large" onClick={() => void activate()}>
              {t('berth.accounts.activateButton')}
            </Button>
          </>
        )}
        {(done || failure) && (
          <Button component={Link} to="/login" variant={done ? 'contained' : 'outlined'}>
            {t(done ? 'berth.accounts.signInNow' : 'berth.publicPages.backToLogin')}
          </Button>
        )}
      </Stack>
    </PublicFrame>
  );
}
