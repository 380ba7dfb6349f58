import { useState } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { CHECKLIST_SIDES, type ChecklistAnswer } from '../../../contract/portCall';
import type { ChecklistPartRecord } from '../../../contract/schemas/portCall';
import { usePersonLabel } from '../../i18n/people';
import { ChecklistItemRow } from './ChecklistItemRow';
import { focusWhenShown, usePortCallApi, useRefusal, useShown, useStore } from './usePortCall';

interface Props {
  nominationId: number;
  part: ChecklistPartRecord;
  timeOf(iso: string): string;
}

/** One part (or repeated round): its items, both sides' signatures, and the caller's sign button with why it waits. */
export function ChecklistPartCard({ nominationId, part, timeOf }: Props) {
  const translate = useTranslate();
  const person = usePersonLabel();
  const notify = useNotify();
  const api = usePortCallApi();
  const store = useStore(nominationId);
  const refusal = useRefusal([]);
  const shown = useShown();
  const [confirming, setConfirming] = useState(false);
  const partName = translate(`checklistPart.${part.part}`);
  const title =
    part.round > 0 ? `${partName} · ${translate('berth.portCall.checklist.round', { round: part.round })}` : partName;
  const key = `${part.part}-${part.round}`;
  const mySide = part.mySide;
  const locked = mySide !== null && part.signatures[mySide] != null;
  const answer = (itemId: number, value: ChecklistAnswer, remark: string | null) =>
    api('answerChecklist', {
      params: { id: nominationId },
      body: { part: part.part, round: part.round, answers: [{ itemId, answer: value, remark }] },
      quiet: true,
    }).then(store.checklist, (e: unknown) => {
      refusal(e);
      throw e;
    });
  const sign = async () => {
    setConfirming(false);
    try {
      store.checklist(
        await api('signChecklist', {
          params: { id: nominationId },
          body: { part: part.part, round: part.round },
          quiet: true,
        }),
      );
      // The sign button goes once signed: focus goes to the part's heading, not the page top.
      focusWhenShown(() => document.getElementById(`part-${key}`));
      notify(
        translate('berth.portCall.checklist.signed', { part: title, side: translate(`checklistSide.${mySide}`) }),
        { type: 'success' },
      );
    } catch (e) {
      refusal(e);
    }
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby={`part-${key}`}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
          <Typography id={`part-${key}`} variant="h6" component="h3" tabIndex={-1}>
            {title}
          </Typography>
          {part.dueAt && (
            <Typography variant="body2" color="text.secondary">
              {translate('berth.portCall.checklist.due', { time: timeOf(part.dueAt) })}
            </Typography>
          )}
        </Box>
        {part.items.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('berth.portCall.checklist.noItems')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {part.items.map((item) => (
              <ChecklistItemRow
                key={item.itemId}
                item={item}
                idBase={key}
                mySide={mySide}
                locked={locked}
                answer={answer}
              />
            ))}
          </Box>
        )}
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {translate('berth.portCall.checklist.signatures')}
        </Typography>
        {CHECKLIST_SIDES.map((side) => {
          const s = part.signatures[side];
          const sideName = translate(`checklistSide.${side}`);
          return (
            <Typography key={side} variant="body2" data-testid={`signature-${key}-${side}`}>
              {s
                ? translate('berth.portCall.checklist.signedBy', {
                    side: sideName,
                    name: person(s.by.name, s.by.role),
                    time: timeOf(s.at),
                  })
                : translate('berth.portCall.checklist.unsigned', { side: sideName })}
            </Typography>
          );
        })}
        {mySide && !locked && (
          <Box sx={{ mt: 2 }}>
            <Button
              variant="contained"
              disabled={part.signRefusal !== null}
              aria-describedby={part.signRefusal ? `sign-refusal-${key}` : undefined}
              onClick={() => setConfirming(true)}
              sx={{ minHeight: 44 }}
            >
              {translate(
                mySide === 'terminal' ? 'berth.portCall.checklist.signTerminal' : 'berth.portCall.checklist.signBarge',
              )}
            </Button>
            {part.signRefusal && (
              <Typography id={`sign-refusal-${key}`} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {shown(part.signRefusal)}
              </Typography>
            )}
            <Confirm
              isOpen={confirming}
              title={translate(
                mySide === 'terminal' ? 'berth.portCall.checklist.signTerminal' : 'berth.portCall.checklist.signBarge',
              )}
              content={translate('berth.portCall.checklist.signConfirm', {
                part: title,
                side: translate(`checklistSide.${mySide}`),
              })}
              onConfirm={() => void sign()}
              onClose={() => setConfirming(false)}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
