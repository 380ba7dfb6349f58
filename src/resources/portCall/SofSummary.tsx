import { Box, Chip, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { SofRecord } from '../../../contract/schemas/portCall';
import { formatNumber } from '../shared/format';

/** The call's figures from its actual times, and the signed statement once cast off. */
export function SofSummary({ sof }: { sof: SofRecord }) {
  const translate = useTranslate();
  const { actuals, document } = sof;
  const hours = (v: number | null) =>
    v === null ? '–' : translate('berth.portCall.sof.hours', { value: formatNumber(v) ?? '' });
  const figures: [string, string][] = [
    ['waiting', hours(actuals.waitingHours)],
    ['alongside', hours(actuals.alongsideHours)],
    ['pumping', hours(actuals.pumpingHours)],
    [
      'netRate',
      actuals.netRate === null
        ? '–'
        : translate('berth.portCall.sof.rate', { value: formatNumber(actuals.netRate) ?? '' }),
    ],
  ];
  return (
    <Box component="section" aria-labelledby="sof-figures-title" sx={{ mb: 3 }}>
      <Typography id="sof-figures-title" variant="subtitle1" sx={{ mb: 1 }}>
        {translate('berth.portCall.sof.figures')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gap: 1, m: 0, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
      >
        {figures.map(([key, value]) => (
          <Box key={key} sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {translate(`berth.portCall.sof.${key}`)}
            </Typography>
            <Typography component="dd" variant="h6" data-figure={key} sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Typography>
            {key === 'netRate' && actuals.netRate !== null && actuals.rateBasis === 'nominated' && (
              <Typography variant="caption" color="text.secondary">
                {translate('berth.portCall.sof.rateNominated')}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      {document && (
        <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2">{translate('berth.portCall.sof.document')}:</Typography>
          <Link component={RouterLink} to={`/documents/${document.id}`}>
            {translate('berth.portCall.sof.openDocument', { number: document.number })}
          </Link>
          <Chip size="small" label={translate(`documentStatuses.${document.status}`)} />
        </Box>
      )}
    </Box>
  );
}
