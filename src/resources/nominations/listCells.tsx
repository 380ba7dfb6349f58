import type { MouseEvent } from 'react';
import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import { WhenCell } from './callState';
import { OffSpecChip } from '../quality/OffSpecAlert';

/**
 * The list's default berth column (walk 33 #6): the berth and the call's "when" (the actual all
 * fast, else the planned berth time, else the ETA, named), so the planned time is not shown twice.
 * It also carries the off-spec chip (walk 34 #7): this column is on by default for every role, while
 * the documents column is not on the terminal side, so logistics arriving from the dashboard's
 * off-spec figure sees which rows are off-spec.
 */
export function BerthAndWhen({ record }: { record: NominationRecord }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }} data-testid="berth-when">
      {record.berthName}
      {record.berthName && record.when && <br />}
      {record.when ? <WhenCell when={record.when} /> : !record.berthName && '–'}
      {record.offSpec && (
        <>
          <br />
          <OffSpecChip offSpec={record.offSpec} />
        </>
      )}
    </span>
  );
}

const SHORT = { quantity: 'CQ', quality: 'CoQ', billOfLading: 'BL' } as const;
const CHIP_COLOURS = { Draft: 'default', Pending: 'info', Signed: 'success', Rejected: 'error' } as const;

/**
 * The nomination's CQ, CoQ and BL as small chips with their status, each opening its document. The
 * off-spec chip is in the berth column (BerthAndWhen), not repeated here.
 */
export function DocumentChips({ record }: { record: NominationRecord }) {
  const translate = useTranslate();
  const links = (Object.keys(SHORT) as (keyof typeof SHORT)[]).flatMap((type) => {
    const link = record.documents[type];
    return link ? [{ type, ...link }] : [];
  });
  return (
    <Stack direction="row" spacing={0.5}>
      {links.map((l) => (
        <Chip
          key={l.type}
          size="small"
          variant="outlined"
          color={CHIP_COLOURS[l.status]}
          label={SHORT[l.type]}
          title={`${l.number} · ${translate(`documentStatuses.${l.status}`)}`}
          component={RouterLink}
          to={`/documents/${l.id}`}
          clickable
          onClick={(e: MouseEvent) => e.stopPropagation()}
        />
      ))}
    </Stack>
  );
}
