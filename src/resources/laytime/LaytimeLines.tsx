import { List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LaytimeLineRecord } from '../../../contract/schemas/laytime';
import { useDuration } from '../shared/duration';

/** The result's lines as text, in order: what the bar draws, for screen readers and narrow phones. */
export function LaytimeLines({ lines, timeOf }: { lines: LaytimeLineRecord[]; timeOf: (iso: string) => string }) {
  const translate = useTranslate();
  const hm = useDuration();
  const text = (l: LaytimeLineRecord) => {
    if (l.kind === 'start')
      return l.basis === 'notice'
        ? translate('berth.laytime.startNotice', { from: timeOf(l.from), to: timeOf(l.to) })
        : translate('berth.laytime.startAllFast', { at: timeOf(l.to) });
    if (l.kind === 'end') return translate('berth.laytime.end', { at: timeOf(l.at) });
    return translate('berth.laytime.stop', {
      from: timeOf(l.from),
      to: timeOf(l.to),
      duration: hm(l.minutes),
      cause: l.cause ? translate(`stopCause.${l.cause}`) : translate('berth.laytime.noCause'),
      counted: translate(l.counted ? 'berth.laytime.stopCounted' : 'berth.laytime.stopExcluded'),
    });
  };
  return (
    <List dense data-testid="laytime-lines">
      {lines.map((l, i) => (
        <ListItem key={`${l.kind}-${l.eventId}-${i}`} disableGutters>
          <ListItemText primary={text(l)} />
        </ListItem>
      ))}
    </List>
  );
}
