import { useState } from 'react';
import { Box, Button, Chip, Link, Typography } from '@mui/material';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { SofRecord } from '../../../contract/schemas/portCall';
import { formatNumber } from '../shared/format';
import { usePortCallApi, useRefusal, useStore } from './usePortCall';

/** The call's figures from its actual times, and the signed statement once cast off. */
export function SofSummary({ sof }: { sof: SofRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = usePortCallApi();
  const store = useStore(sof.nominationId);
  const refusal = useRefusal([]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { actuals, document } = sof;
  // A refused document is remade without inventing a correction when nothing in the events is
  // wrong; whether the caller may (the terminal's recorders, once refused) is the server's answer.
  const mayRemake = sof.mayRemake && document !== null;
  const remake = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      store.sof(await api('remakeSof', { params: { id: sof.nominationId }, quiet: true }));
      notify(translate('berth.portCall.sof.remade'), { type: 'success' });
    } catch (e) {
      refusal(e);
    } finally {
      setBusy(false);
    }
  };
  const hours = (v: number | null) =>
    v === null ? '–' : translate('berth.portCall.sof.hours', { value: formatNumber(v) ?? '' });
  // Before completed pumping the hours are a count so far (walk 33 #9); the API sends no rate until
  // then (contract sofFigures), and the caption says when it comes.
  const done = actuals.completedAt !== null;
  const figures: [string, string, string][] = [
    ['waiting', 'waiting', hours(actuals.waitingHours)],
    ['alongside', 'alongside', hours(actuals.alongsideHours)],
    ['pumping', done ? 'pumping' : 'pumpingSoFar', hours(actuals.pumpingHours)],
    [
      'netRate',
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
        {figures.map(([key, label, value]) => (
          <Box key={key} sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {translate(`berth.portCall.sof.${label}`)}
            </Typography>
            <Typography component="dd" variant="h6" data-figure={key} sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Typography>
            {key === 'netRate' && !done && actuals.commencedAt !== null && (
              <Typography variant="caption" color="text.secondary">
                {translate('berth.portCall.sof.rateAfterCompleted')}
              </Typography>
            )}
            {key === 'netRate' && done && actuals.netRate !== null && actuals.rateBasis === 'nominated' && (
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
          {mayRemake && (
            <>
              <Button
                variant="outlined"
                size="small"
                disabled={busy}
                onClick={() => setConfirming(true)}
                sx={{ minHeight: 44 }}
              >
                {translate('berth.portCall.sof.remake')}
              </Button>
              <Confirm
                isOpen={confirming}
                title={translate('berth.portCall.sof.remakeTitle')}
                content={translate('berth.portCall.sof.remakeConfirm', { number: document.number })}
                onConfirm={() => void remake()}
                onClose={() => setConfirming(false)}
              />
            </>
          )}
        </Box>
      )}
    </Box>
  );
}
