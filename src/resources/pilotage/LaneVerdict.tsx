import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PilotViolation } from '../../../contract/pilotageRules';

/** Under a lane's name once a job is picked: the first rule it breaks there, or that it fits. */
export function LaneVerdict({ violations: v }: { violations: PilotViolation[] }) {
  const translate = useTranslate();
  return (
    // The dark shades: on a phone the row is tinted in the verdict's colour, and main green on it fails contrast.
    <Typography
      variant="caption"
      color={v.length ? 'error.dark' : 'success.dark'}
      data-verdict={v.length ? 'no' : 'yes'}
      sx={{ display: 'block' }}
    >
      {v.length ? translate(`pilotRules.${v[0]!.rule}`, v[0]!.params) : translate('berth.pilotage.planning.fits')}
    </Typography>
  );
}
