import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDay, formatTerminalDateTime } from '../../../contract/datetime';
import { useTimeZone } from '../../layout/useTimeZone';
import { usePersonLabel } from '../../i18n/people';
import { Panel, type Vetting } from './VettingPanel';

/** The inspections' findings, each with its observations and who recorded it. */
export function VettingFindings({ v }: { v: Vetting }) {
  const translate = useTranslate();
  const person = usePersonLabel();
  const timeZone = useTimeZone();
  return (
    <Panel title="berth.vetting.sections.findings">
      {v.findings.length === 0 ? (
        <Typography color="text.secondary">{translate('berth.vetting.findings.none')}</Typography>
      ) : (
        <Stack spacing={1.5} data-testid="vetting-findings">
          {v.findings.map((f) => (
            <Box key={f.id} data-testid="vetting-finding">
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {translate('berth.vetting.findings.line', {
                  kind: translate(`berth.vetting.findings.kinds.${f.kind}`),
                  place: f.place,
                  day: formatDay(f.inspectedOn),
                  recommendation: translate(`recommendations.${f.recommendation}`),
                })}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {f.observations}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {translate('berth.vetting.findings.by', {
                  name: person(f.userName, f.userRole),
                  at: formatTerminalDateTime(f.at, timeZone),
                })}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
