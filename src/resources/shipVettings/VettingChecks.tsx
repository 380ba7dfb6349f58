import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import PassIcon from '@mui/icons-material/CheckCircle';
import FailIcon from '@mui/icons-material/Cancel';
import { useTranslate } from 'react-admin';
import type { VettingCheck } from '../../../contract/vetting';
import { checkLines } from './vettingChecks';
import { Panel } from './VettingPanel';

/** The terminal's advice: every check as a line that passed or failed. */
export function VettingChecks({ checks }: { checks: VettingCheck[] }) {
  const translate = useTranslate();
  const lines = checks.flatMap((c) => checkLines(c, translate).map((l, i) => ({ ...l, key: `${c.key}-${i}` })));
  return (
    <Panel title="berth.vetting.sections.checks">
      <Typography variant="caption" color="text.secondary">
        {translate('berth.vetting.checks.advice')}
      </Typography>
      <List dense disablePadding data-testid="vetting-checks">
        {lines.map((l) => (
          <ListItem key={l.key} disableGutters data-passed={l.ok} data-text={l.text}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {l.ok ? (
                <PassIcon color="success" fontSize="small" titleAccess={translate('berth.vetting.checks.passed')} />
              ) : (
                <FailIcon color="error" fontSize="small" titleAccess={translate('berth.vetting.checks.failed')} />
              )}
            </ListItemIcon>
            <ListItemText primary={l.text} />
          </ListItem>
        ))}
      </List>
    </Panel>
  );
}
