import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Violation } from '../../../contract/berthRules';
import type { Aim } from '../shared/timeline/useTimeline';

/** Below the board: the aimed time in full and every rule it breaks there, before the drop. */
export function AimVerdict({ aim, format }: { aim: Aim<number, Violation> | null; format(ms: number): string }) {
  const translate = useTranslate();
  if (!aim) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2">{format(aim.start)}</Typography>
      {aim.verdict.length > 0 && (
        <Alert severity="error" data-testid="drag-violations">
          {aim.verdict.map((v, i) => (
            <div key={i}>{translate(`rules.${v.rule}`, v.params)}</div>
          ))}
        </Alert>
      )}
    </Box>
  );
}
