import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { PageLoading } from '../shared/PageLoading';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MAIL_MODES, type MailEvent, type MailMode } from '../../../contract/mailPreferences';
import type { MailPreferencesRecord } from '../../../contract/schemas/mailPreferences';
import type { PortalDataProvider } from '../../dataProvider';

const KEY = ['berth', 'mailPreferences'];
const HOURS = Array.from({ length: 24 }, (_, h) => h);
const hourText = (h: number) => `${String(h).padStart(2, '0')}:00`;

/**
 * E-mail choices (DECISIONS.md §11): for each event of the user's role, off, at once or in the
 * daily summary, and the summary's hour in the terminal's zone. The user's own account only. Shown
 * under Settings, E-mail and, `inDialog`, in the profile dialog, which every role reaches (pilots,
 * surveyors, barges and others have no Settings menu but receive mails).
 */
export function MailPreferences({ inDialog = false }: { inDialog?: boolean }) {
  const dp = useDataProvider<PortalDataProvider>();
  const { data } = useQuery({ queryKey: KEY, queryFn: () => dp.api('mailPreferences') });
  return data ? <MailPreferencesForm initial={data} inDialog={inDialog} /> : <PageLoading />;
}

function MailPreferencesForm({ initial, inDialog }: { initial: MailPreferencesRecord; inDialog: boolean }) {
  const dp = useDataProvider<PortalDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState(initial.choices);
  const [digestHour, setDigestHour] = useState(initial.digestHour);
  const [saving, setSaving] = useState(false);
  const t = (key: string, options?: object) => translate(`berth.mail.${key}`, options);

  const save = async () => {
    setSaving(true);
    try {
      const saved = await dp.api('updateMailPreferences', { body: { choices, digestHour } });
      queryClient.setQueryData(KEY, saved);
      const count = Object.values(saved.choices).filter((m) => m !== 'off').length;
      notify('berth.mail.saved', { type: 'info', messageArgs: { count, hour: hourText(saved.digestHour) } });
    } catch {
      // Shown by the HTTP layer.
    } finally {
      setSaving(false);
    }
  };

  const content = (
    <>
      <Typography variant={inDialog ? 'subtitle1' : 'h6'} component={inDialog ? 'h3' : 'h2'}>
        {t('title')}
      </Typography>
      {initial.events.length === 0 ? (
        <Typography>{t('none')}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('intro')}
          </Typography>
          {initial.events.map((event: MailEvent) => (
            <FormControl key={event} component="fieldset" sx={{ gap: 0.5 }}>
              <FormLabel component="legend" id={`mail-${event}`}>
                {translate(`mailPreferences.events.${event}`)}
              </FormLabel>
              <RadioGroup
                row
                aria-labelledby={`mail-${event}`}
                name={`mail-${event}`}
                value={choices[event] ?? 'off'}
                onChange={(e) => setChoices({ ...choices, [event]: e.target.value as MailMode })}
              >
                {MAIL_MODES.map((mode) => (
                  <FormControlLabel key={mode} value={mode} control={<Radio />} label={t(`modes.${mode}`)} />
                ))}
              </RadioGroup>
            </FormControl>
          ))}
          <TextField
            select
            label={t('digestHour')}
            helperText={t('digestHourHelp', { zone: initial.timeZone })}
            value={digestHour}
            onChange={(e) => setDigestHour(Number(e.target.value))}
            sx={{ maxWidth: 320 }}
          >
            {HOURS.map((h) => (
              <MenuItem key={h} value={h}>
                {hourText(h)}
              </MenuItem>
            ))}
          </TextField>
          <Box>
            <Button variant="contained" onClick={() => void save()} disabled={saving}>
              {t('save')}
            </Button>
          </Box>
        </>
      )}
    </>
  );
  // In the profile dialog a section among others, as the e-mail and authenticator sections.
  if (inDialog) return <Box sx={{ display: 'grid', gap: 2 }}>{content}</Box>;
  return (
    <Card sx={{ maxWidth: 720 }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>{content}</CardContent>
    </Card>
  );
}
