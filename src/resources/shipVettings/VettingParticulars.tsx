import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { useTimeZone } from '../../layout/useTimeZone';
import { usePersonLabel } from '../../i18n/people';
import { Panel, type Vetting } from './VettingPanel';
import { dayOf } from './VettingStatus';
import { formatNumber } from '../shared/format';

/** What the vetting is: the ship, its customer and operation, and who made and decided it when. */
export function VettingParticulars({ v }: { v: Vetting }) {
  const translate = useTranslate();
  const person = usePersonLabel();
  const timeZone = useTimeZone();
  const field = (key: string) => translate(`resources.shipVettings.fields.${key}`);
  const when = (iso: string | null) => (iso ? formatTerminalDateTime(iso, timeZone) : '–');
  const rows: [string, ReactNode][] = [
    ['shipName', `${v.shipName} · ${translate(`berth.master.shipKinds.${v.shipKind}`)}`],
    ['imo', v.imo],
    ['loa', formatNumber(v.loa)],
    ['portOfRegistry', v.portOfRegistry ?? '–'],
    ['companyName', v.companyName],
    ['operation', translate(`berth.vetting.operations.${v.operation}`)],
    ['products', v.products.map((p) => p.name).join(', ')],
    ['eta', when(v.eta)],
    ['remarks', v.remarks ?? '–'],
    ['createdByName', `${person(v.createdByName, v.createdByRole)} · ${when(v.createdAt)}`],
    ['submittedAt', when(v.submittedAt)],
  ];
  if (v.decidedAt) rows.push(['decidedAt', `${person(v.decidedByName, v.decidedByRole)} · ${when(v.decidedAt)}`]);
  if (v.expiresAt) rows.push(['expiresAt', dayOf(v.expiresAt, timeZone)]);
  return (
    <Panel title="berth.vetting.sections.particulars">
      <Table size="small">
        <TableBody>
          {rows.map(([key, value]) => (
            <TableRow key={key}>
              <TableCell component="th" sx={{ width: '38%', color: 'text.secondary', border: 0, pl: 0 }}>
                {field(key)}
              </TableCell>
              <TableCell sx={{ border: 0, overflowWrap: 'anywhere' }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Panel>
  );
}
