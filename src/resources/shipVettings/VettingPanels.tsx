import { Stack } from '@mui/material';
import { VettingChecks } from './VettingChecks';
import { VettingDocuments } from './VettingDocuments';
import { VettingFindings } from './VettingFindings';
import { VettingHistory } from './VettingHistory';
import { VettingLog } from './VettingLog';
import type { Vetting } from './VettingPanel';
import { VettingParticulars } from './VettingParticulars';

/** The record's body: what the vetting is and holds on the left; the terminal's advice and the log on the right. */
export function VettingPanels({
  v,
  onUpload,
  documentsError = null,
}: {
  v: Vetting;
  onUpload(): void;
  /** Why a step cannot be taken until the documents change (the Q88 missing on a submit). */
  documentsError?: string | null;
}) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
      <Stack spacing={2} sx={{ flex: 3, minWidth: 0 }}>
        <VettingParticulars v={v} />
        <VettingDocuments v={v} onUpload={onUpload} error={documentsError} />
        <VettingFindings v={v} />
      </Stack>
      <Stack spacing={2} sx={{ flex: 2, minWidth: 0 }}>
        {v.checks && <VettingChecks checks={v.checks} />}
        {v.history && <VettingHistory history={v.history} />}
        <VettingLog id={v.id} at={v.updatedAt} />
      </Stack>
    </Stack>
  );
}
