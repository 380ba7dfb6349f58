import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePersonLabel } from '../../i18n/people';
import { TitledCard } from '../shared/TitledCard';
import type { FullDocument } from './useDocumentRecord';

/** Who has signed this round, slot by slot, and when. */
export function DocumentSignatures({ doc, when }: { doc: FullDocument; when(iso: string): string }) {
  const translate = useTranslate();
  const person = usePersonLabel();
  return (
    <TitledCard title={translate('berth.documents.signatures')}>
      <Table size="small">
        <TableBody>
          {doc.slots.map((slot) => {
            const s = doc.signatures.find((x) => x.slot === slot && x.round === doc.round);
            return (
              <TableRow key={slot}>
                <TableCell>{translate(`signerSlots.${slot}`)}</TableCell>
                <TableCell>
                  {s ? `${person(s.userName, s.role)} · ${when(s.at)}` : translate('berth.documents.notYet')}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TitledCard>
  );
}
