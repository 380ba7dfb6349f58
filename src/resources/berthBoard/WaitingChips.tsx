import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Violation } from '../../../contract/berthRules';
import type { BoardData } from '../../../contract/schemas/berthBoard';
import { useFormatQuantity } from '../shared/format';
import { editPath } from '../shared/paths';
import type { Timeline } from '../shared/timeline/useTimeline';

interface Props {
  data: BoardData;
  timeline: Timeline<number, Violation>;
  onPhone: boolean;
  format(ms: number): string;
}

/** The nominations waiting for a berth: dragged onto a berth, or picked by click or keyboard to place. */
export function WaitingChips({ data, timeline, onPhone, format }: Props) {
  const translate = useTranslate();
  const formatQuantity = useFormatQuantity();
  const navigate = useNavigate();
  const { selected, select } = timeline;
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
        {translate('berth.barging.board.unassigned')}
      </Typography>
      {/* The flex gap: with margins, every wrapped line but the first started indented. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {data.unassigned.map((u) => {
          // Acknowledged but without a readiness time: shown as next in line, not yet placeable.
          const ready = u.readiness !== null;
          return (
            <Chip
              key={u.nominationId}
              draggable={ready}
              {...timeline.dragProps(u.nominationId)}
              data-testid={`waiting-${u.nominationId}`}
              sx={{
                cursor: ready ? 'grab' : 'default',
                borderStyle: ready ? 'solid' : 'dashed',
                // The whole line on a phone too (walk 35: cut at 390 px): a long one wraps inside its chip.
                maxWidth: '100%',
                height: 'auto',
                minHeight: 32,
                '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.5 },
              }}
              onClick={
                // A phone has no timeline to place on: the chip opens the nomination.
                onPhone
                  ? () => navigate(editPath('nominations', u.nominationId))
                  : ready
                    ? () => select(selected === u.nominationId ? null : u.nominationId)
                    : undefined
              }
              aria-pressed={ready ? selected === u.nominationId : undefined}
              variant={selected === u.nominationId ? 'filled' : 'outlined'}
              color={u.unqualified ? 'error' : 'default'}
              label={`#${u.nominationId} ${u.bargeName} · ${u.productName} ${formatQuantity(u.quantity)} · ${
                ready ? format(u.readiness!) : translate('berth.barging.board.noReadiness')
              }`}
            />
          );
        })}
      </Stack>
    </>
  );
}
