import { useState } from 'react';
import { Alert, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import { bargingApi } from './api';
import { TimeDialog } from './TimeDialog';

interface Violation {
  rule: string;
  params: Record<string, string | number>;
}

/** Rule violations in the user's language (rules.*). */
export function ViolationList({ violations }: { violations: Violation[] }) {
  const translate = useTranslate();
  if (!violations.length)
    return (
      <Alert severity="success" sx={{ my: 1 }}>
        {translate('berth.barging.dialogs.valid')}
      </Alert>
    );
  return (
    <Alert severity="error" sx={{ my: 1 }} data-testid="violations">
      {violations.map((v, i) => (
        <div key={i}>{translate(`rules.${v.rule}`, v.params)}</div>
      ))}
    </Alert>
  );
}

/** Choose a berth and a time; the rule engine's verdict shows before confirming, and the server checks again. */
export function AssignDialog({
  record,
  open,
  onClose,
  onDone,
}: {
  record: NominationRecord;
  open: boolean;
  onClose(): void;
  onDone(after: NominationRecord): void;
}) {
  const dp = useDataProvider<PortalDataProvider>();
  const api = bargingApi(dp);
  const translate = useTranslate();
  const [berthId, setBerthId] = useState<number | ''>(record.berthId ?? '');
  const [time, setTime] = useState<string | null>(record.estimatedBerthTime ?? record.bargeReadinessTime);
  const berths = useQuery({
    queryKey: ['berths'],
    enabled: open,
    queryFn: () => dp.api('berthList', { query: { pageSize: 100 } }),
  });
  // The server's verdict for the chosen berth and time, asked again whenever either changes.
  const check = useQuery({
    queryKey: ['checkBerth', record.id, berthId, time],
    enabled: open && berthId !== '' && !!time,
    queryFn: () => api.checkBerth(record.id, Number(berthId), time!),
  });
  const violations = berthId !== '' && time ? (check.data?.violations ?? null) : null;
  return (
    <TimeDialog
      open={open}
      title="berth.barging.dialogs.assign"
      initial={record.estimatedBerthTime ?? record.bargeReadinessTime}
      onClose={onClose}
      onTimeChange={setTime}
      confirmDisabled={berthId === ''}
      onConfirm={async (iso) => {
        onDone(await api.assign(record.id, Number(berthId), iso));
      }}
    >
      <TextField
        select
        fullWidth
        margin="dense"
        label={translate('berth.barging.dialogs.berth')}
        value={berthId}
        onChange={(e) => setBerthId(Number(e.target.value))}
        slotProps={{ htmlInput: { 'data-testid': 'berth-select' } }}
      >
        {(berths.data?.rows ?? []).map((b) => (
          <MenuItem key={b.id} value={b.id}>{`${b.name} · ${b.minLoa}–${b.maxLoa} m`}</MenuItem>
        ))}
      </TextField>
      {violations && <ViolationList violations={violations} />}
    </TimeDialog>
  );
}
