import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { DocumentType } from '../../../contract/documents';
import type { DocumentRecord } from '../../../contract/schemas/documents';
import type { PortalDataProvider } from '../../dataProvider';
import { failureText } from '../../i18n/messages';
import { useWaitText } from './DocumentActions';
import { contentOf, problemOf, type Draft, type Problem } from './documentDraft';
import { useKeepDocumentRecord, type FullDocument } from './useDocumentRecord';

/**
 * Saving a draft (a new one for the nomination, or the document being edited): checked by the
 * contract's schema first, then the saved record kept and opened. `doc` is the one being edited.
 */
export function useSaveDocument(doc: FullDocument | undefined, nominationId: number | undefined) {
  const translate = useTranslate();
  const notify = useNotify();
  const waitText = useWaitText();
  const navigate = useNavigate();
  const dp = useDataProvider<PortalDataProvider>();
  const keep = useKeepDocumentRecord();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (type: DocumentType, d: Draft) => {
    const content = contentOf(type, d);
    const found = problemOf(type, content);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      const saved = doc
        ? await dp.update<DocumentRecord & { id: number }>('documents', {
            id: doc.id,
            data: { content, language: d.language },
            previousData: doc,
          })
        : await dp.create<DocumentRecord & { id: number }>('documents', {
            data: { nominationId, type, language: d.language, content },
          });
      // The next step as the saved record has it: send now, or first wait for someone (the terminal
      // starting signing), so the notice never offers what the disabled Send button refuses.
      const sendWaits = saved.data.waits?.find((w) => w.action === 'send');
      const next = doc?.status === 'Rejected' ? 'revised' : sendWaits ? 'savedWaiting' : 'saved';
      notify(`berth.documents.${next}`, {
        type: 'info',
        messageArgs: { number: saved.data.number, waiting: sendWaits ? waitText(sendWaits.reason) : '' },
      });
      keep(saved.data);
      navigate(`/documents/${saved.data.id}`);
    } catch (e) {
      notify(failureText(translate, e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { save, problem, busy };
}
