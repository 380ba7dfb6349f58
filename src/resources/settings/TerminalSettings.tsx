import { useState } from 'react';
import {
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { PageLoading } from '../shared/PageLoading';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_SETTINGS, type Settings } from '../../../contract/schemas/settings';
import type { PortalDataProvider } from '../../dataProvider';
import { LaytimeSettings, RecomputeLaytime, laytimeValid } from '../laytime/LaytimeSettings';

const ZONES: string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['Asia/Singapore', 'UTC'];

/** The variance threshold, billing rates, pilotage rules, time zone, trial flag and ship vetting's two rules; read-only for those who may not change them. */
export function TerminalSettings({ editable }: { editable: boolean }) {
  const dp = useDataProvider<PortalDataProvider>();
  const { data } = useQuery({ queryKey: ['berth', 'settings'], queryFn: () => dp.getSettings() });
  return data ? <SettingsForm initial={data} editable={editable} /> : <PageLoading />;
}

function SettingsForm({ initial, editable }: { initial: Settings; editable: boolean }) {
  const dp = useDataProvider<PortalDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  // Laytime and invoicing (issue 34) from the defaults where an older answer lacks them.
  const [draft, setDraft] = useState<Settings>({
    ...initial,
    laytime: initial.laytime ?? DEFAULT_SETTINGS.laytime,
    invoicing: initial.invoicing ?? DEFAULT_SETTINGS.invoicing,
  });
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => setDraft({ ...draft, [key]: value });
  const rate = (key: 'berthHourRate' | 'perTonneRate' | 'perPilotJob' | 'perTugJob') => (
    <TextField
      label={translate(`berth.master.settings.${key}`)}
      type="number"
      disabled={!editable}
      value={draft.billingRates[key]}
      onChange={(e) => set('billingRates', { ...draft.billingRates, [key]: Number(e.target.value) })}
    />
  );
  const save = async () => {
    try {
      const saved = await dp.updateSettings(draft);
      setDraft(saved);
      await queryClient.invalidateQueries({ queryKey: ['berth'] });
      notify('berth.master.settings.saved', { type: 'info' });
    } catch {
      // Shown by the HTTP layer.
    }
  };
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
        <TextField
          label={translate('berth.master.settings.varianceThreshold')}
          type="number"
          disabled={!editable}
          value={draft.varianceThreshold}
          slotProps={{ htmlInput: { step: 0.1, min: 0, max: 100, 'data-testid': 'variance-threshold' } }}
          onChange={(e) => set('varianceThreshold', Number(e.target.value))}
        />
        <Typography variant="subtitle2">{translate('berth.master.settings.billingRates')}</Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
          <TextField
            label={translate('berth.master.settings.currency')}
            disabled={!editable}
            value={draft.billingRates.currency}
            onChange={(e) => set('billingRates', { ...draft.billingRates, currency: e.target.value.toUpperCase() })}
          />
          {rate('berthHourRate')}
          {rate('perTonneRate')}
          {rate('perPilotJob')}
          {rate('perTugJob')}
        </Box>
        <Typography variant="subtitle2">{translate('berth.master.settings.pilotage')}</Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {(['travelBufferMinutes', 'maxDutyHours', 'jobMinutes', 'tugsPerJob'] as const).map((key) => (
            <TextField
              key={key}
              label={translate(`berth.master.settings.${key}`)}
              type="number"
              disabled={!editable}
              value={draft.pilotage[key]}
              slotProps={{
                htmlInput: { step: key === 'jobMinutes' ? 15 : 1, min: 0, 'data-testid': `pilotage-${key}` },
              }}
              onChange={(e) => set('pilotage', { ...draft.pilotage, [key]: Number(e.target.value) })}
            />
          ))}
        </Box>
        <Typography variant="subtitle2">{translate('berth.portCall.settings.title')}</Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {(['repeatCheckHours', 'onTimeToleranceHours'] as const).map((key) => (
            <TextField
              key={key}
              label={translate(`berth.portCall.settings.${key}`)}
              type="number"
              disabled={!editable}
              value={draft.portCall[key]}
              slotProps={{
                htmlInput: { step: 0.5, min: key === 'repeatCheckHours' ? 1 : 0, 'data-testid': `portCall-${key}` },
              }}
              onChange={(e) => set('portCall', { ...draft.portCall, [key]: Number(e.target.value) })}
            />
          ))}
        </Box>
        <Autocomplete
          options={ZONES}
          value={draft.timeZone}
          disabled={!editable}
          disableClearable
          onChange={(_e, v) => set('timeZone', v)}
          renderInput={(params) => <TextField {...params} label={translate('berth.master.settings.timeZone')} />}
        />
        <FormControlLabel
          control={
            <Switch checked={draft.trial} disabled={!editable} onChange={(e) => set('trial', e.target.checked)} />
          }
          label={translate('berth.master.settings.trial')}
        />
        <Typography variant="subtitle2">{translate('berth.master.settings.vetting')}</Typography>
        <TextField
          label={translate('berth.master.settings.sireMaxAgeMonths')}
          type="number"
          disabled={!editable}
          value={draft.sireMaxAgeMonths}
          slotProps={{ htmlInput: { step: 1, min: 1, max: 36, 'data-testid': 'sire-max-age' } }}
          onChange={(e) => set('sireMaxAgeMonths', Number(e.target.value))}
        />
        <FormControlLabel
          control={
            <Switch
              checked={draft.bargesNeedVetting}
              disabled={!editable}
              onChange={(e) => set('bargesNeedVetting', e.target.checked)}
            />
          }
          label={translate('berth.master.settings.bargesNeedVetting')}
        />
        <LaytimeSettings draft={draft} set={(patch) => setDraft({ ...draft, ...patch })} editable={editable} />
        {editable && (
          <Box>
            <Button variant="contained" disabled={!laytimeValid(draft)} onClick={() => void save()}>
              {translate('ra.action.save')}
            </Button>
          </Box>
        )}
        {editable && <RecomputeLaytime />}
      </CardContent>
    </Card>
  );
}
