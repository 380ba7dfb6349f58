import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDay, formatTerminalDateTime } from '../../../contract/datetime';
import type { AutoAssignResult, PilotageBoard } from '../../../contract/schemas/pilotage';
import { useTimeZone } from '../../layout/useTimeZone';

interface Props {
  proposal: AutoAssignResult | null;
  board: PilotageBoard;
  /** The first and last terminal days of the proposal. */
  day: string;
  lastDay: string;
  onClose(): void;
  onAccept(): void;
}

/** Auto-assign's proposal for the shown days, each job with who would take it; nothing is written until accepted. */
export function ProposalDialog({ proposal, board, day, lastDay, onClose, onAccept }: Props) {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const name = (id: number) => [...board.pilots, ...board.tugs].find((r) => r.id === id)?.name ?? `#${id}`;
  return (
    <Dialog open={!!proposal} onClose={onClose} fullWidth maxWidth="sm" data-testid="proposal">
      <DialogTitle>
        {translate('berth.pilotage.planning.proposal', {
          period: day === lastDay ? formatDay(day) : `${formatDay(day)} – ${formatDay(lastDay)}`,
        })}
      </DialogTitle>
      <DialogContent>
        {proposal && (
          <>
            {proposal.assignments.length ? (
              <Alert severity="info" sx={{ mb: 2 }}>
                {translate('berth.pilotage.planning.proposalSummary', {
                  // In the planner's words: how many of the waiting jobs would be staffed (walk 35 #8:
                  // "first-fit by number" was the algorithm's word; the baseline stays with the bench).
                  assigned: proposal.assigned,
                  smart_count: proposal.open,
                  duty: (proposal.maxDutyMinutes / 60).toFixed(1),
                })}
              </Alert>
            ) : (
              <Typography>
                {translate(
                  proposal.unassigned.length
                    ? 'berth.pilotage.planning.nothingToPropose'
                    : 'berth.pilotage.planning.nothingOpen',
                )}
              </Typography>
            )}
            <Stack spacing={0.5}>
              {proposal.assignments.map((a) => {
                const j = board.jobs.find((x) => x.id === a.jobId);
                // Which move and when: a planner checks the pilot against the job, not against its number.
                const job = j
                  ? `${j.bargeName} · ${translate(`pilotage.movements.${j.movement}`)} · ${formatTerminalDateTime(new Date(j.requiredAt), timeZone)}`
                  : '';
                return (
                  <Typography key={a.jobId} variant="body2" data-proposal={a.jobId}>
                    #{a.jobId} {job} → {a.pilotId ? name(a.pilotId) : translate('berth.pilotage.planning.pilotNone')}
                    {a.tugIds.length ? `, ${a.tugIds.map(name).join(', ')}` : ''}
                  </Typography>
                );
              })}
            </Stack>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('berth.pilotage.planning.close')}</Button>
        <Button variant="contained" disabled={!proposal?.assignments.length} onClick={onAccept}>
          {translate('berth.pilotage.planning.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
