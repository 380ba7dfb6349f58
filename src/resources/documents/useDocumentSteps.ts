import { useDataProvider, useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { PortalDataProvider } from '../../dataProvider';
import type { Signature } from './SignDialog';
import type { FullDocument } from './useDocumentRecord';

/** What the document screen does to its document: send, sign, refuse, download a version's PDF. */
export function useDocumentSteps(doc: FullDocument | undefined, refetch: () => Promise<unknown>) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dp = useDataProvider<PortalDataProvider>();
  if (!doc) return null;
  const { id } = doc;
  // The screen's record and the waiting counts both move after a step.
  const after = async (message: string) => {
    await refetch();
    await queryClient.invalidateQueries({ queryKey: ['documentsWaiting'] });
    notify(message, { type: 'info', messageArgs: { number: doc.number } });
  };
  return {
    send: () =>
      dp.api('sendDocument', { params: { id } }).then(
        () => after('berth.documents.sent'),
        () => undefined,
      ),
    sign: (s: Signature) =>
      dp.api('signDocument', { params: { id }, body: s }).then(() => after('berth.documents.signed')),
    refuse: (reason: string) => dp.api('refuseDocument', { params: { id }, body: { reason } }).then(() => refetch()),
    download: (version: number) =>
      void dp.api('documentVersionPdf', { params: { id, version } }).then((blob) => {
        const a = document.createElement('a');
        a.href = URL.createObjectURL(blob);
        a.download = `${doc.number}-v${version}.pdf`;
        a.click();
        URL.revokeObjectURL(a.href);
      }),
  };
}
