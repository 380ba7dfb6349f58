import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { JobStep, PilotJobRecord } from '../../../contract/schemas/pilotage';
import type { PortalDataProvider } from '../../dataProvider';
import { CompleteDialog } from './CompleteDialog';

/**
 * A job's next steps on the pilot screen: confirm and start at once, complete through the dialog that
 * asks for the actual times. `onChanged` reloads whatever list shows the job.
 */
export function useJobSteps(onChanged: () => unknown) {
  const notify = useNotify();
  const dp = useDataProvider<PortalDataProvider>();
  const [completing, setCompleting] = useState<PilotJobRecord | null>(null);
  const run = async (job: PilotJobRecord, s: JobStep) => {
    if (s === 'complete') return setCompleting(job);
    try {
      await dp.api(s === 'confirm' ? 'confirmPilotJob' : 'startPilotJob', { params: { id: job.id }, body: {} });
      notify(`berth.pilotage.jobs.${s === 'confirm' ? 'confirmed' : 'started'}`, {
        type: 'info',
        messageArgs: { id: job.id },
      });
      await onChanged();
    } catch {
      // Shown by the HTTP layer.
    }
  };
  const dialog = completing && (
    <CompleteDialog
      job={completing}
      onClose={() => setCompleting(null)}
      onDone={() => {
        notify('berth.pilotage.jobs.completed', { type: 'info', messageArgs: { id: completing.id } });
        setCompleting(null);
        void onChanged();
      }}
    />
  );
  return { run, dialog };
}
