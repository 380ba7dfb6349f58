import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link as MuiLink, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { isStrongPassword } from '../../../contract/password';
import { REGISTER_KINDS } from '../../../contract/schemas/accounts';
import { PublicFrame } from '../PublicFrame';
import { usePublicFrameProps } from '../usePublicFrameProps';
import { useAccountCall } from './useAccountCall';

const EMPTY = {
  kind: 'customer',
  companyName: '',
  country: '',
  uen: '',
  telephone: '',
  userName: '',
  nickName: '',
  email: '',
  password: '',
  confirm: '',
};
type Field = keyof typeof EMPTY;
const REQUIRED: Field[] = ['companyName', 'userName', 'nickName', 'email', 'password', 'confirm'];

/** `/register`: a company and its first user; the account waits for the e-mailed link (DECISIONS.md §8). */
export function RegisterPage() {
  const frame = usePublicFrameProps();
  const { t } = frame;
  const call = useAccountCall();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  const check = (): boolean => {
    const found: Partial<Record<Field, string>> = {};
    for (const f of REQUIRED) if (!form[f].trim()) found[f] = t('spec.requiredField');
    if (form.password && !isStrongPassword(form.password)) found.password = t('spec.passwordRule');
    if (form.confirm && form.confirm !== form.password) found.confirm = t('spec.passwordMismatch');
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!check()) return;
    setBusy(true);
    setFailure(null);
    const { confirm: _confirm, ...body } = form;
    const res = await call((api) =>
      api('register', {
        quiet: true,
        body: {
          ...body,
          kind: body.kind as (typeof REGISTER_KINDS)[number],
          country: body.country || null,
          uen: body.uen || null,
          telephone: body.telephone || null,
        },
      }),
    );
    setBusy(false);
    if (res.ok) setSentTo(res.data.email);
    else setFailure(res.message);
  };

  const field = (name: Field, extra: Record<string, unknown> = {}) => (
    <TextField
      name={name}
      label={t(`berth.accounts.fields.${name}`)}
      value={form[name]}
      onChange={set(name)}
      fullWidth
      required={REQUIRED.includes(name)}
      error={!!errors[name]}
      helperText={errors[name] ?? ' '}
      {...extra}
    />
  );

  return (
    <PublicFrame title={t('berth.publicPages.register')} {...frame}>
      {sentTo ? (
        <Stack spacing={2} data-testid="register-done">
          <Alert severity="success">{t('berth.accounts.registered', { email: sentTo })}</Alert>
          <Button component={Link} to="/login" variant="outlined">
            {t('berth.publicPages.backToLogin')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="register-error">
              {failure}
            </Alert>
          )}
          <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
            {t('berth.accounts.companySection')}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            {field('kind', {
              select: true,
              children: REGISTER_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {t(`berth.accounts.kinds.${k}`)}
                </MenuItem>
              )),
            })}
            {field('companyName')}
            {field('country', { placeholder: 'SG', slotProps: { htmlInput: { maxLength: 2 } } })}
            {field('uen')}
            {field('telephone')}
          </Box>
          <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
            {t('berth.accounts.userSection')}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            {field('userName', { autoComplete: 'username' })}
            {field('nickName')}
            {field('email', { type: 'email', autoComplete: 'email' })}
            <span />
            {field('password', { type: 'password', autoComplete: 'new-password' })}
            {field('confirm', { type: 'password', autoComplete: 'new-password' })}
          </Box>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
            {t('berth.accounts.registerButton')}
          </Button>
          <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
            <MuiLink component={Link} to="/login">
              {t('berth.publicPages.backToLogin')}
            </MuiLink>
          </Typography>
        </form>
      )}
    </PublicFrame>
  );
}
