import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { formatTerminalDateTime } from '../../../contract/datetime';
import type { PortalDataProvider } from '../../dataProvider';
import { useTimeZone } from '../../layout/useTimeZone';
import { usePersonLabel } from '../../i18n/people';
import { Panel } from './VettingPanel';

/** The vetting's own log as the server lists it, its first hundred steps. */
export function VettingLog({ id, at }: { id: number; at: string }) {
  const translate = useTranslate();
  const person = usePersonLabel();
  const timeZone = useTimeZone();
  const dp = useDataProvider<PortalDataProvider>();
  // The record's last change is in the key: a step taken elsewhere (a live notice) brings the log along.
  const { data } = useQuery({
    queryKey: ['vettingLog', id, at],
    queryFn: () => dp.api('vettingLog', { query: { BId: id, pageNum: 1, pageSize: 100 } }),
  });
  const rows = data?.rows ?? [];
  return (
    <Panel title="berth.vetting.sections.log">
      {rows.length === 0 ? (
        <Typography color="text.secondary">{translate('berth.vetting.log.none')}</Typography>
      ) : (
        <List dense disablePadding data-testid="vetting-log">
          {rows.map((r) => {
            const label = translate(`logActions.${r.action}`, { _: r.actionLabel });
            return (
              <ListItem key={r.id} disableGutters>
                <ListItemText
                  primary={r.detail ? `${label}: ${r.detail}` : label}
                  secondary={[
                    r.userName === null ? '' : person(r.userName, r.userRole),
                    formatTerminalDateTime(r.at, timeZone),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Panel>
  );
}
