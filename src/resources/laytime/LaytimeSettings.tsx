import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  FormLabel,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { STOP_CAUSES } from '../../../contract/portCall';
import { canAccess } from '../../../contract/permissions';
import type { Settings } from '../../../contract/schemas/settings';
import type { PortalDataProvider } from '../../dataProvider';
import { useBerthInfo } from '../../layout/useBerthInfo';

type Laytime = Settings['laytime'];
type NumberKey = Exclude<keyof Laytime, 'excludedCauses'>;

/** The ranges settingsShape accepts (contract/schemas/settings.ts), checked here before Save. */
export const LAYTIME_RANGES: Record<NumberKey, [number, number]> = {
  baseHours: [0, 240],
  hoursPerThousandTonnes: [0, 240],
  noticeHours: [0, 72],
  overstayHourRate: [0, 1_000_000],
};
export const GST_RANGE: [number, number] = [0, 100];

const outside = (v: number, [min, max]: [number, number]) => !Number.isFinite(v) || v < min || v > max;

/** Whether the laytime and invoicing values of a draft may be saved. */
export const laytimeValid = (s: Pick<Settings, 'laytime' | 'invoicing'>) =>
  !(Object.keys(LAYTIME_RANGES) as NumberKey[]).some((k) => outside(s.laytime[k], LAYTIME_RANGES[k])) &&
  !outside(s.invoicing.gstPercent, GST_RANGE);

/**
 * The laytime settings (DECISIONS.md §11: base hours, hours per 1,000 t, notice, the stop causes not
 * counted, the overstay tariff) and the invoices' GST, each checked against its range at its input;
 * terminal logistics recomputes every completed call's laytime from here once saved.
 */
export function LaytimeSettings({
  draft,
  set,
  editable,
}: {
  draft: Pick<Settings, 'laytime' | 'invoicing'>;
  set: (patch: Partial<Pick<Settings, 'laytime' | 'invoicing'>>) => void;
  editable: boolean;
}) {
  const translate = useTranslate();
  const l = draft.laytime;
  const range = (r: [number, number]) => translate('berth.laytime.settings.outOfRange', { min: r[0], max: r[1] });
  const number = (key: NumberKey, step: number) => {
    const bad = outside(l[key], LAYTIME_RANGES[key]);
    return (
      <TextField
        key={key}
        label={translate(`berth.laytime.settings.${key}`)}
        type="number"
        disabled={!editable}
        value={Number.isNaN(l[key]) ? '' : l[key]}
        error={bad}
        helperText={bad ? range(LAYTIME_RANGES[key]) : undefined}
        slotProps={{ htmlInput: { step, min: LAYTIME_RANGES[key][0], 'data-testid': `laytime-${key}` } }}
        onChange={(e) => set({ laytime: { ...l, [key]: e.target.value === '' ? NaN : Number(e.target.value) } })}
      />
    );
  };
  const gstBad = outside(draft.invoicing.gstPercent, GST_RANGE);
  return (
    <>
      <Typography variant="subtitle2">{translate('berth.laytime.settings.title')}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {number('baseHours', 0.5)}
        {number('hoursPerThousandTonnes', 0.1)}
        {number('noticeHours', 0.5)}
        {number('overstayHourRate', 10)}
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend">{translate('berth.laytime.settings.excludedCauses')}</FormLabel>
        <FormGroup row>
          {STOP_CAUSES.map((c) => (
            <FormControlLabel
              key={c}
              label={translate(`stopCause.${c}`)}
              control={
                <Checkbox
                  disabled={!editable}
                  checked={l.excludedCauses.includes(c)}
                  onChange={(e) =>
                    set({
                      laytime: {
                        ...l,
                        excludedCauses: e.target.checked
                          ? STOP_CAUSES.filter((x) => x === c || l.excludedCauses.includes(x))
                          : l.excludedCauses.filter((x) => x !== c),
                      },
                    })
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </Box>
      <Typography variant="subtitle2">{translate('berth.laytime.settings.invoicing')}</Typography>
      <TextField
        label={translate('berth.laytime.settings.gstPercent')}
        type="number"
        disabled={!editable}
        value={Number.isNaN(draft.invoicing.gstPercent) ? '' : draft.invoicing.gstPercent}
        error={gstBad}
        helperText={gstBad ? range(GST_RANGE) : undefined}
        slotProps={{ htmlInput: { step: 0.5, min: 0, max: 100, 'data-testid': 'gst-percent' } }}
        onChange={(e) => set({ invoicing: { gstPercent: e.target.value === '' ? NaN : Number(e.target.value) } })}
      />
    </>
  );
}

/** Terminal logistics' button: every completed call recomputed with the settings as saved, then what changed. */
export function RecomputeLaytime() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const api = useDataProvider<PortalDataProvider>().api;
  const user = useBerthInfo().data?.user;
  const [busy, setBusy] = useState(false);
  if (!canAccess(user, 'recompute', 'laytime')) return null;
  const run = async () => {
    setBusy(true);
    try {
      const r = await api('recomputeLaytime', {});
      await queryClient.invalidateQueries({ queryKey: ['laytime'] });
      notify('berth.laytime.settings.recomputed', {
        type: 'success',
        messageArgs: { recomputed: r.recomputed, changed: r.changed, seconds: (r.ms / 1000).toFixed(1) },
      });
    } catch {
      // Shown by the HTTP layer.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        disabled={busy}
        onClick={() => void run()}
        startIcon={busy ? <CircularProgress size={16} /> : undefined}
      >
        {translate(busy ? 'berth.laytime.settings.recomputing' : 'berth.laytime.settings.recompute')}
      </Button>
      <Typography variant="caption" color="text.secondary">
        {translate('berth.laytime.settings.recomputeHint')}
      </Typography>
    </Box>
  );
}
