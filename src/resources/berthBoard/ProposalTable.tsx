import {
  Button,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatTerminalDateTime } from '../../../contract/datetime';
import type { PlanResult } from '../../../contract/schemas/berthBoard';
import { useTimeZone } from '../../layout/useTimeZone';
import { ViolationList } from '../nominations/AssignDialog';

interface Props {
  plan: PlanResult;
  /** The berth whose refusal each proposal shows, by nomination. */
  why: Record<number, string>;
  onWhy(nominationId: number, berth: string): void;
  onAccept(proposal: PlanResult['proposals'][number]): void;
}

/** The auto-planner's proposals, one a row: where and when, the wait, why not another berth, accept. */
export function ProposalTable({ plan, why, onWhy, onAccept }: Props) {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  return (
    <Table size="small" data-testid="proposals">
      <TableHead>
        <TableRow>
          <TableCell>#</TableCell>
          <TableCell>{translate('resources.nominations.fields.bargeName')}</TableCell>
          <TableCell>{translate('resources.nominations.fields.berthName')}</TableCell>
          <TableCell>{translate('resources.nominations.fields.estimatedBerthTime')}</TableCell>
          <TableCell>{translate('berth.barging.board.wait')}</TableCell>
          <TableCell>{translate('berth.barging.board.whyNot')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {plan.proposals.map((p) => {
          const excluded = plan.excluded.filter((e) => e.nominationId === p.nominationId);
          const chosen = excluded.find((e) => e.berth === why[p.nominationId]);
          return (
            <TableRow key={p.nominationId}>
              <TableCell>{p.nominationId}</TableCell>
              <TableCell>{p.bargeName}</TableCell>
              <TableCell>{p.berth}</TableCell>
              <TableCell>{formatTerminalDateTime(p.estimatedBerthTime, timeZone)}</TableCell>
              <TableCell>{p.waitMinutes} min</TableCell>
              <TableCell sx={{ minWidth: 240 }}>
                {excluded.length ? (
                  <>
                    <TextField
                      select
                      size="small"
                      fullWidth
                      value={why[p.nominationId] ?? ''}
                      onChange={(e) => onWhy(p.nominationId, e.target.value)}
                    >
                      {excluded.map((e) => (
                        <MenuItem key={e.berthId} value={e.berth}>
                          {e.berth}
                        </MenuItem>
                      ))}
                    </TextField>
                    {chosen && <ViolationList violations={chosen.violations} />}
                  </>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {translate('berth.barging.board.none')}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <Button size="small" onClick={() => onAccept(p)}>
                  {translate('berth.barging.board.accept')}
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
