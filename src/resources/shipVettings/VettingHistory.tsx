import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { VettingRecord } from '../../../contract/schemas/vetting';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { useTimeZone } from '../../layout/useTimeZone';
import { listPath } from '../shared/paths';
import { Panel } from './VettingPanel';

/** The ship's earlier vettings, each linked, with how and when they were decided. */
export function VettingHistory({ history }: { history: NonNullable<VettingRecord['history']> }) {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  return (
    <Panel title="berth.vetting.sections.history">
      {history.length === 0 ? (
        <Typography color="text.secondary">{translate('berth.vetting.history.none')}</Typography>
      ) : (
        <List dense disablePadding>
          {history.map((h) => (
            <ListItem key={h.id} disableGutters>
              <ListItemText
                primary={
                  <Link to={`${listPath('shipVettings')}/${h.id}`}>
                    {translate('berth.vetting.history.line', {
                      id: h.id,
                      status: translate(`vettingStatuses.${h.status}`),
                      company: h.companyName,
                    })}
                  </Link>
                }
                secondary={[h.decidedAt && formatTerminalDateTime(h.decidedAt, timeZone), h.decisionReason]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Panel>
  );
}
