import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SofEventRecord, SofRecord } from '../../../contract/schemas/portCall';
import { usePersonLabel } from '../../i18n/people';
import { CorrectDialog } from './CorrectDialog';

interface Props {
  sof: SofRecord;
  timeOf(iso: string): string;
}

/** Each current row with the rows it replaced (oldest first), so a correction reads in place. */
function chains(events: readonly SofEventRecord[]): { row: SofEventRecord; replaced: SofEventRecord[] }[] {
  const byId = new Map(events.map((e) => [e.id, e]));
  return events
    .filter((e) => e.current)
    .map((row) => {
      const replaced: SofEventRecord[] = [];
      for (let r = row.replacesId; r !== null;) {
        const old = byId.get(r);
        if (!old) break;
        replaced.unshift(old);
        r = old.replacesId;
      }
      return { row, replaced };
    });
}

/** The statement of facts as a vertical timeline in time order: who entered each row and when, corrections struck through. */
export function SofTimeline({ sof, timeOf }: Props) {
  const translate = useTranslate();
  const person = usePersonLabel();
  const [correcting, setCorrecting] = useState<SofEventRecord | null>(null);
  const rows = chains(sof.events);
  if (rows.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {translate('berth.portCall.sof.none')}
      </Typography>
    );
  return (
    <>
      <Box component="ol" aria-label={translate('berth.portCall.sof.timeline')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map(({ row, replaced }) => (
          <Box
            component="li"
            key={row.id}
            data-testid={`sof-row-${row.event}`}
            // Focus lands here after the row is recorded (RecordPanel), not on the page top.
            data-row-id={row.id}
            tabIndex={-1}
            sx={{
              position: 'relative',
              pl: 3,
              pb: 2,
              borderLeft: 2,
              borderColor: 'divider',
              ml: 1,
              '&::before': {
                content: '""',
                position: 'absolute',
                left: -7,
                top: 4,
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: row.event === 'stoppedPumping' ? 'warning.main' : 'primary.main',
              },
            }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1 }}>
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                {timeOf(row.at)}
              </Typography>
              <Typography variant="body1">{translate(`sofEvent.${row.event}`)}</Typography>
              {/* Per row, from the server: the barge corrects its own rows, nobody the automatic ones. */}
              {row.correctable && (
                <Button
                  size="small"
                  aria-label={translate('berth.portCall.sof.correctEvent', {
                    event: translate(`sofEvent.${row.event}`),
                  })}
                  onClick={() => setCorrecting(row)}
                  sx={{ ml: 'auto', minHeight: 44 }}
                >
                  {translate('berth.portCall.sof.correct')}
                </Button>
              )}
            </Box>
            {row.cause !== null && (
              <Typography variant="body2">
                {translate('berth.portCall.sof.stopBy', { cause: translate(`stopCause.${row.cause}`) })}
                {row.reason ? ` · ${row.reason}` : ''}
              </Typography>
            )}
            {replaced.map((old) => (
              <Typography key={old.id} variant="body2" color="text.secondary">
                <s>
                  {timeOf(old.at)}
                  {old.cause !== null ? ` · ${translate(`stopCause.${old.cause}`)}` : ''}
                </s>{' '}
                {translate('berth.portCall.sof.entered', {
                  name: person(old.enteredBy.name, old.enteredBy.role),
                  time: timeOf(old.enteredAt),
                })}
              </Typography>
            ))}
            {row.correctionReason && (
              <Typography variant="body2" color="text.secondary">
                {translate('berth.portCall.sof.correctionReason', { reason: row.correctionReason })}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary">
              {translate('berth.portCall.sof.entered', {
                name: person(row.enteredBy.name, row.enteredBy.role),
                time: timeOf(row.enteredAt),
              })}
            </Typography>
          </Box>
        ))}
      </Box>
      {correcting && (
        <CorrectDialog
          nominationId={sof.nominationId}
          row={correcting}
          timeOf={timeOf}
          onClose={() => setCorrecting(null)}
        />
      )}
    </>
  );
}
