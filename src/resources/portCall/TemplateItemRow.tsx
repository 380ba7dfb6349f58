import { Box, Button, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ChecklistItemRecord } from '../../../contract/schemas/portCall';

interface Props {
  item: ChecklistItemRecord;
  editable: boolean;
  first: boolean;
  last: boolean;
  onMove(by: -1 | 1): void;
  onEdit(): void;
  onToggle(): void;
}

/** One template item: its text in the reader's language with the other below, its marks, and the editor's actions. */
export function TemplateItemRow({ item, editable, first, last, onMove, onEdit, onToggle }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const text = locale === 'zh' ? item.textZh : item.textEn;
  const other = locale === 'zh' ? item.textEn : item.textZh;
  return (
    <Box
      component="li"
      data-testid={`template-item-${item.id}`}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        opacity: item.active ? 1 : 0.6,
      }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography variant="body2">{text}</Typography>
        <Typography variant="caption" color="text.secondary">
          {other}
        </Typography>
      </Box>
      {item.critical && (
        <Chip
          size="small"
          variant="outlined"
          sx={{ color: 'error.dark', borderColor: 'error.dark' }}
          label={translate('berth.portCall.checklist.critical')}
        />
      )}
      {!item.active && <Chip size="small" label={translate('berth.portCall.template.retired')} />}
      {editable && (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <Tooltip title={translate('berth.portCall.template.up')}>
            <span>
              <IconButton
                aria-label={`${translate('berth.portCall.template.up')}: ${text}`}
                disabled={first}
                data-move={`${item.id}:-1`}
                onClick={() => onMove(-1)}
              >
                <ArrowUpwardIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={translate('berth.portCall.template.down')}>
            <span>
              <IconButton
                aria-label={`${translate('berth.portCall.template.down')}: ${text}`}
                disabled={last}
                data-move={`${item.id}:1`}
                onClick={() => onMove(1)}
              >
                <ArrowDownwardIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Button size="small" onClick={onEdit}>
            {translate('berth.portCall.template.edit')}
          </Button>
          <Button size="small" onClick={onToggle}>
            {translate(item.active ? 'berth.portCall.template.retire' : 'berth.portCall.template.restore')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
