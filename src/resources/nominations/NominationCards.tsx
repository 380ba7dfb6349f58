import { useTranslate } from 'react-admin';
import { formatTerminalDateTime } from '../../../contract/datetime';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import { useTimeZone } from '../../layout/useTimeZone';
import { useFormatQuantity } from '../shared/format';
import { RecordCards } from '../shared/RecordCards';
import { SofChip, useWhenText } from './callState';
import { HiddenMark, StatusChip } from './status';
import { OffSpecChip } from '../quality/OffSpecAlert';

/**
 * On a phone: a card per nomination, tap to open. What (product, quantity), where and when (the
 * berth and the list's "when", saying whether it is the actual all fast or an estimate), its state
 * and, once the call has started, where its statement of facts stands; off-spec, said in words (walk 34 #7).
 */
export function NominationCards() {
  const translate = useTranslate();
  const formatQuantity = useFormatQuantity();
  const timeZone = useTimeZone();
  const whenText = useWhenText();
  const whereAndWhen = (r: NominationRecord) => {
    if (r.when) return r.berthName ? `${r.berthName} · ${whenText(r.when)}` : whenText(r.when);
    if (r.berthName) return r.berthName;
    return (
      r.bargeReadinessTime &&
      `${translate('resources.nominations.fields.bargeReadinessTime')}: ${formatTerminalDateTime(r.bargeReadinessTime, timeZone)}`
    );
  };
  return (
    <RecordCards<NominationRecord>
      resource="nominations"
      primary={(r) => `#${r.id} · ${r.bargeName}`}
      lines={(r) => [`${r.productName} · ${formatQuantity(r.quantity)}`, whereAndWhen(r)]}
      state={(r) => (
        <>
          <StatusChip status={r.status} />
          <HiddenMark hidden={r.hideFromTerminal} />
          {r.sofProgress !== 'none' && <SofChip progress={r.sofProgress} />}
          <OffSpecChip offSpec={r.offSpec} />
        </>
      )}
    />
  );
}
