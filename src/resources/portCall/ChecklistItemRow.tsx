import { useState } from 'react';
import { Box, Chip, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { CHECKLIST_ANSWERS, type ChecklistAnswer, type ChecklistSide } from '../../../contract/portCall';
import type { ChecklistPartRecord } from '../../../contract/schemas/portCall';

type Item = ChecklistPartRecord['items'][number];

interface Props {
  item: Item;
  /** Unique per part and round (repeated rounds hold the same items): the ids the labels point at. */
  idBase: string;
  /** The side the caller answers for; null: both sides read only. */
  mySide: ChecklistSide | null;
  /** The caller's side has signed the part: its answers no longer change. */
  locked: boolean;
  answer(itemId: number, answer: ChecklistAnswer, remark: string | null): Promise<unknown>;
}

const OTHER: Record<ChecklistSide, ChecklistSide> = { terminal: 'barge', barge: 'terminal' };

/** One item: its text in the reader's language, my side's answer as a toggle, the other side's read only, a remark. */
export function ChecklistItemRow({ item, idBase, mySide, locked, answer }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const mine = mySide ? item[mySide] : null;
  const [remark, setRemark] = useState(mine?.remark ?? '');
  const labelId = `item-${idBase}-${item.itemId}`;
  const text = locale === 'zh' ? item.text.zh : item.text.en;
  const sideName = (s: ChecklistSide) => translate(`checklistSide.${s}`);
  const readOnly = (s: ChecklistSide) => {
    const a = item[s];
    return (
      <Typography variant="body2" data-testid={`answer-${s}-${item.itemId}`}>
        {translate('berth.portCall.checklist.sideAnswer', {
          side: sideName(s),
          answer: a ? translate(`checklistAnswer.${a.answer}`) : translate('berth.portCall.checklist.notAnswered'),
        })}
        {a?.remark ? ` · ${a.remark}` : ''}
      </Typography>
    );
  };
  const saveRemark = () => {
    const next = remark.trim() || null;
    if (mine && next !== (mine.remark ?? null)) void answer(item.itemId, mine.answer, next).catch(() => undefined);
  };
  return (
    <Box
      component="li"
      sx={{
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', md: '2fr 3fr' },
      }}
    >
      <Box>
        <Typography variant="body2" id={labelId}>
          {text}
        </Typography>
        {item.critical && (
          <Chip
            size="small"
            variant="outlined"
            label={translate('berth.portCall.checklist.critical')}
            // error.dark keeps the text's contrast above 4.5:1 on white (warning orange does not).
            sx={{ mt: 0.5, color: 'error.dark', borderColor: 'error.dark' }}
          />
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {mySide ? (
          <>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={mine?.answer ?? null}
              disabled={locked}
              aria-labelledby={labelId}
              onChange={(_e, v: ChecklistAnswer | null) => {
                if (v) void answer(item.itemId, v, remark.trim() || null).catch(() => undefined);
              }}
              sx={{ flexWrap: 'wrap' }}
            >
              {CHECKLIST_ANSWERS.map((a) => (
                <ToggleButton key={a} value={a} sx={{ minHeight: 44, minWidth: 64, textTransform: 'none' }}>
                  {translate(`checklistAnswer.${a}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {readOnly(OTHER[mySide])}
            {/* Once signed, an empty remark is no field left to fill. A remark goes with an answer:
                before one, the field waits (typed text would have nowhere to go). */}
            {(!locked || remark !== '') && (
              <TextField
                size="small"
                label={translate('berth.portCall.checklist.remark')}
                value={remark}
                disabled={locked || !mine}
                helperText={!locked && !mine ? translate('berth.portCall.checklist.remarkAfter') : undefined}
                onChange={(e) => setRemark(e.target.value)}
                onBlur={saveRemark}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            )}
          </>
        ) : (
          <>
            {readOnly('terminal')}
            {readOnly('barge')}
          </>
        )}
      </Box>
    </Box>
  );
}
