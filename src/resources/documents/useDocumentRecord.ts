import { useDataProvider } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentRecord } from '../../../contract/schemas/documents';

export type FullDocument = DocumentRecord & { id: number };

/**
 * The cache key of a document's whole record. Not react-admin's getOne key on purpose: a list
 * seeds that key with its rows (documentRow: no versions, signatures or actions), and a record
 * screen reading a row as the record crashed (issue 31, point 1). Under a key of their own the
 * record screens only ever see what `GET /api/documents/{id}` answered.
 */
const documentRecordKey = (id: number) => ['documents', 'record', id] as const;

/** A document's whole record, as the record and form screens need it. */
export function useDocumentRecord(id: number, options: { enabled?: boolean } = {}) {
  const dp = useDataProvider();
  return useQuery({
    queryKey: documentRecordKey(id),
    queryFn: async ({ signal }) => (await dp.getOne<FullDocument>('documents', { id, signal })).data,
    enabled: options.enabled ?? true,
  });
}

/** Puts a record the server just answered (after a save) in place, so the next screen shows it at once. */
export function useKeepDocumentRecord() {
  const queryClient = useQueryClient();
  return (record: FullDocument) => queryClient.setQueryData(documentRecordKey(record.id), record);
}
