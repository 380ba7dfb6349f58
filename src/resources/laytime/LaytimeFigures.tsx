import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LaytimeResult } from '../../../contract/schemas/laytime';
import { isCustomer } from '../../../contract/permissions';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { useDuration } from '../shared/duration';

/**
 * The result in four figures: allowed, used, time over or saved, and the terminal's delay, named as
 * such. Its hint speaks to whoever reads it: to a customer, its evidence for a demurrage claim of
 * its own; to the terminal's staff, what the figure is, without addressing them as the claimant.
 * The `dl` holds only div > dt + dd (axe definition-list, walk 34 #12): a hint sits in its dd.
 */
export function LaytimeFigures({ result }: { result: LaytimeResult }) {
  const translate = useTranslate();
  const hm = useDuration();
  const user = useBerthInfo().data?.user;
  const customer = !!user && isCustomer(user);
  const over = result.overMinutes > 0;
  const figures: { key: string; label: string; value: string; tone?: 'error.main' | 'success.main'; hint?: string }[] =
    [
      { key: 'allowed', label: translate('berth.laytime.allowed'), value: hm(result.allowedMinutes) },
      { key: 'used', label: translate('berth.laytime.used'), value: hm(result.usedMinutes) },
      over
        ? {
            key: 'over',
            label: translate('berth.laytime.over'),
            value: hm(result.overMinutes),
            tone: 'error.main',
            // The customer learns where the time over goes: onto its charges (walk 34 #16).
            hint: customer && result.overstayMinutes > 0 ? translate('berth.laytime.overCharged') : undefined,
          }
        : {
            key: 'saved',
            label: translate(result.savedMinutes > 0 ? 'berth.laytime.saved' : 'berth.laytime.onTime'),
            value: hm(result.savedMinutes),
            tone: 'success.main',
          },
      {
        key: 'terminalDelay',
        label: translate('berth.laytime.terminalDelay'),
        value: hm(result.terminalDelayMinutes),
        hint: translate(customer ? 'berth.laytime.terminalDelayHint' : 'berth.laytime.terminalDelayStaffHint'),
      },
    ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, m: 0 }}
    >
      {figures.map((f) => (
        <Paper key={f.key} variant="outlined" sx={{ p: 1.5 }} data-testid={`laytime-${f.key}`}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {f.label}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <Typography component="span" variant="h6" sx={{ display: 'block', color: f.tone }}>
              {f.value}
            </Typography>
            {f.hint && (
              <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
                {f.hint}
              </Typography>
            )}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
