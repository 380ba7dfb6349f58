import { useState } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../dataProvider';
import { useBerthInfo, useRefreshBerthInfo } from './useBerthInfo';

interface Setup {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

/** Turns the authenticator on (QR code, first code, recovery codes shown once) or off (a current code). */
export function AuthenticatorSection() {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<PortalDataProvider>();
  const refreshInfo = useRefreshBerthInfo();
  const enabled = useBerthInfo().data?.authenticator ?? false;
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState<string[] | null>(null);

  const start = async () => setSetup(await dp.api('authenticatorSetup').catch(() => null));
  const turnOn = async () => {
    const res = await dp.api('authenticatorEnable', { body: { code } }).catch(() => null);
    if (!res) return;
    setRecovery(res.recoveryCodes);
    setSetup(null);
    setCode('');
  };
  const turnOff = async () => {
    const ok = await dp.api('authenticatorDisable', { body: { code } }).then(
      () => true,
      () => false,
    );
    if (!ok) return;
    setCode('');
    notify('berth.authenticator.turnedOff', { type: 'info' });
    await refreshInfo();
  };

  return (
    <Box data-testid="authenticator-section">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {translate('berth.authenticator.title')}
      </Typography>
      {recovery ? (
        <Stack spacing={1}>
          <Alert severity="success">{translate('berth.authenticator.on')}</Alert>
          <Alert severity="warning">{translate('berth.authenticator.saveRecovery')}</Alert>
          <Box
            component="pre"
            data-testid="recovery-codes"
            sx={{ fontFamily: 'monospace', m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, columnCount: 2 }}
          >
            {recovery.join('\n')}
          </Box>
          <Button
            variant="contained"
            onClick={() => {
              setRecovery(null);
              void refreshInfo();
            }}
          >
            {translate('berth.authenticator.saved')}
          </Button>
        </Stack>
      ) : enabled ? (
        <Stack spacing={1}>
          <Alert severity="success">{translate('berth.authenticator.on')}</Alert>
          <Stack direction="row" spacing={1}>
            <TextField
              size="small"
              name="authenticatorCode"
              label={translate('berth.login.authenticatorCode')}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <Button disabled={!code.trim()} onClick={() => void turnOff()}>
              {translate('berth.authenticator.turnOff')}
            </Button>
          </Stack>
        </Stack>
      ) : setup ? (
        <Stack spacing={1}>
          <Typography variant="body2">{translate('berth.authenticator.scan')}</Typography>
          <Box
            component="img"
            alt="QR"
            src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
            sx={{ width: 180, height: 180, alignSelf: 'center' }}
          />
          <Typography
            variant="body2"
            sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
            data-testid="authenticator-secret"
          >
            {setup.secret}
          </Typography>
          <Stack direction="row" spacing={1}>
            <TextField
              size="small"
              name="authenticatorCode"
              label={translate('berth.login.authenticatorCode')}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <Button variant="contained" disabled={!/^\d{6}$/.test(code.trim())} onClick={() => void turnOn()}>
              {translate('berth.authenticator.turnOn')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack spacing={1} alignItems="flex-start">
          <Typography variant="body2" color="text.secondary">
            {translate('berth.authenticator.off')}
          </Typography>
          <Button variant="outlined" onClick={() => void start()}>
            {translate('berth.authenticator.setUp')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
