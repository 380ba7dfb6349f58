import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PlanResult } from '../../../contract/schemas/berthBoard';
import type { PortalDataProvider } from '../../dataProvider';
import { ProposalTable } from './ProposalTable';

interface Props {
  from: string;
  to: string;
  assignedIds: number[];
  onChanged(): void;
  onClose(): void;
}

/** Proposals of the auto-planner: accept one by one or all at once; "why not" shows what excludes another berth. */
export function PlannerPanel({ from, to, assignedIds, onChanged, onClose }: Props) {
  const dp = useDataProvider<PortalDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [replan, setReplan] = useState(false);
  const [plan, setPlan] = useState<PlanResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [why, setWhy] = useState<Record<number, string>>({});
  const propose = async () => {
    setBusy(true);
    try {
      setPlan(await dp.api('propose', { body: { from, to, replanIds: replan ? assignedIds : [] } }));
    } catch {
      // Shown by the HTTP layer.
    } finally {
      setBusy(false);
    }
  };
  const accept = async (items: PlanResult['proposals']) => {
    try {
      await dp.api('accept', {
        body: {
          proposals: items.map((p) => ({
            nominationId: p.nominationId,
            berthId: p.berthId,
            estimatedBerthTime: p.estimatedBerthTime,
          })),
        },
      });
      notify('berth.barging.board.accepted', { type: 'info' });
      setPlan((p) => p && { ...p, proposals: p.proposals.filter((x) => !items.includes(x)) });
      onChanged();
    } catch {
      // Shown by the HTTP layer.
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg">
      <DialogTitle>{translate('berth.barging.board.plan')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
          <FormControlLabel
            control={<Checkbox checked={replan} onChange={(e) => setReplan(e.target.checked)} />}
            label={translate('berth.barging.board.replan')}
          />
          <Button variant="contained" disabled={busy} onClick={() => void propose()} data-testid="propose">
            {translate('berth.barging.board.plan')}
          </Button>
        </Box>
        {plan && (
          <>
            <Typography sx={{ mb: 1 }}>
              {translate('berth.barging.board.totalWait', {
                total: plan.totalWaitMinutes,
                fcfs: plan.firstComeWaitMinutes,
              })}
            </Typography>
            {plan.proposals.length === 0 && (
              <Alert severity="info">{translate('berth.barging.board.noProposals')}</Alert>
            )}
            {plan.proposals.length > 0 && (
              <ProposalTable
                plan={plan}
                why={why}
                onWhy={(nominationId, berth) => setWhy({ ...why, [nominationId]: berth })}
                onAccept={(p) => void accept([p])}
              />
            )}
            {plan.unplaced.length > 0 && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                <strong>{translate('berth.barging.board.unplaced')}</strong>
                {plan.unplaced.map((u) => (
                  <div key={u.nominationId}>
                    #{u.nominationId} {u.bargeName}
                  </div>
                ))}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('berth.master.common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!plan?.proposals.length}
          onClick={() => void accept(plan!.proposals)}
          data-testid="accept-all"
        >
          {translate('berth.barging.board.acceptAll')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
