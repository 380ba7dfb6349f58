import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatTerminalDateTime } from '../../../contract/datetime';
import type { PilotViolation, Resource } from '../../../contract/pilotageRules';
import type { PilotJobRecord, PilotageBoard } from '../../../contract/schemas/pilotage';
import { useTimeZone } from '../../layout/useTimeZone';
import { onLane } from './useDispatch';

interface Props {
  job: PilotJobRecord;
  board: PilotageBoard;
  verdictFor(job: PilotJobRecord, r: Resource): PilotViolation[];
  /** Saves the choice; true when the server took it. */
  onSave(pilotId: number | null, tugIds: number[]): Promise<boolean>;
  onClose(): void;
}

/** A pilot or tug with the planner's verdict under its name: "Free", or the first rule it breaks. */
function Choice({ r, v }: { r: Resource; v: PilotViolation[] }) {
  const translate = useTranslate();
  return (
    <Stack sx={{ py: 0.25 }}>
      <Typography variant="body2">{r.name}</Typography>
      <Typography variant="caption" color={v.length ? 'error' : 'success.main'} data-verdict={v.length ? 'no' : 'yes'}>
        {v.length ? translate(`pilotRules.${v[0]!.rule}`, v[0]!.params) : translate('berth.pilotage.planning.fits')}
      </Typography>
    </Stack>
  );
}

/**
 * The head of pilot's assign (DECISIONS.md §7a turn 3): a pilot (or none) and the tugs for one job,
 * each pilot and tug saying whether it can take the job under the planner's rules before the choice.
 * One that cannot is offered disabled, with its reason; the server checks again on save.
 */
export function AssignDialog({ job, board, verdictFor, onSave, onClose }: Props) {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const [pilotId, setPilotId] = useState<number | null>(job.pilotId);
  const [tugIds, setTugIds] = useState<number[]>(job.tugs.map((t) => t.id));
  const [busy, setBusy] = useState(false);
  // Those out of service are offered only while they are on the job, so they can be taken off it.
  const offered = (list: Resource[]) => list.filter((r) => r.active || onLane(job, r));
  const blocked = (r: Resource, v: PilotViolation[]) => v.length > 0 && !onLane(job, r);
  const save = async () => {
    setBusy(true);
    const ok = await onSave(pilotId, tugIds);
    setBusy(false);
    if (ok) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="assign-dialog">
      <DialogTitle>
        {translate('berth.pilotage.dispatch.assignTitle', {
          id: job.id,
          barge: job.bargeName,
          movement: translate(`pilotage.movements.${job.movement}`),
          time: formatTerminalDateTime(new Date(job.requiredAt), timeZone),
        })}
      </DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          <Stack sx={{ flex: 1 }}>
            <FormLabel id="assign-pilot">{translate('berth.pilotage.planning.pilots')}</FormLabel>
            <RadioGroup
              aria-labelledby="assign-pilot"
              value={pilotId === null ? '' : String(pilotId)}
              onChange={(e) => setPilotId(e.target.value ? Number(e.target.value) : null)}
            >
              <FormControlLabel value="" control={<Radio />} label={translate('berth.pilotage.dispatch.noPilot')} />
              {offered(board.pilots).map((r) => {
                const v = verdictFor(job, r);
                return (
                  <FormControlLabel
                    key={r.id}
                    value={String(r.id)}
                    control={<Radio />}
                    disabled={blocked(r, v)}
                    data-option={`pilot-${r.id}`}
                    label={<Choice r={r} v={v} />}
                  />
                );
              })}
            </RadioGroup>
          </Stack>
          <Stack sx={{ flex: 1 }}>
            <FormLabel component="legend">{translate('berth.pilotage.planning.tugs')}</FormLabel>
            <FormGroup>
              {offered(board.tugs).map((r) => {
                const v = verdictFor(job, r);
                const on = tugIds.includes(r.id);
                return (
                  <FormControlLabel
                    key={r.id}
                    control={
                      <Checkbox
                        checked={on}
                        onChange={() => setTugIds(on ? tugIds.filter((x) => x !== r.id) : [...tugIds, r.id])}
                      />
                    }
                    disabled={!on && blocked(r, v)}
                    data-option={`tug-${r.id}`}
                    label={<Choice r={r} v={v} />}
                  />
                );
              })}
              {!offered(board.tugs).length && (
                <Typography variant="body2" color="text.secondary">
                  {translate('berth.pilotage.dispatch.noTugs')}
                </Typography>
              )}
            </FormGroup>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('berth.pilotage.planning.close')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()} data-testid="assign-save">
          {translate('berth.pilotage.dispatch.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
