import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Switch,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { CHECKLIST_PARTS } from '../../../contract/portCall';
import type { ChecklistItemInput } from '../../../contract/schemas/portCall';

interface Props {
  /** The item as it stands, or a new one's defaults. */
  initial: ChecklistItemInput;
  isNew: boolean;
  onClose(): void;
  /** Saves; a refusal about an input comes back to be shown under it. */
  onSave(item: ChecklistItemInput): Promise<{ field: string; text: string } | null>;
}

const TEXTS = ['textEn', 'textZh'] as const;

/** Adds or edits a template item: both texts, its part (when added), whether it is critical, its position. */
export function TemplateItemDialog({ initial, isNew, onClose, onSave }: Props) {
  const translate = useTranslate();
  const [item, setItem] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof ChecklistItemInput>(k: K, v: ChecklistItemInput[K]) => setItem({ ...item, [k]: v });
  const save = async () => {
    const found: Record<string, string> = {};
    for (const k of TEXTS) if (!item[k].trim()) found[k] = translate('ra.validation.required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const refused = await onSave({ ...item, textEn: item.textEn.trim(), textZh: item.textZh.trim() });
    setBusy(false);
    if (refused) setErrors({ [refused.field]: refused.text });
    else onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {translate(isNew ? 'berth.portCall.template.addTitle' : 'berth.portCall.template.editTitle')}
      </DialogTitle>
      <DialogContent>
        {TEXTS.map((k) => (
          <TextField
            key={k}
            fullWidth
            required
            multiline
            margin="dense"
            label={translate(`berth.portCall.template.${k}`)}
            value={item[k]}
            onChange={(e) => set(k, e.target.value)}
            error={errors[k] !== undefined}
            helperText={errors[k]}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
        ))}
        <TextField
          select
          fullWidth
          margin="dense"
          label={translate('berth.portCall.template.part')}
          value={item.part}
          onChange={(e) => set('part', e.target.value as ChecklistItemInput['part'])}
          // The server keeps an item in its part (a call's answers are keyed by item): not offered on edit.
          disabled={!isNew}
          error={errors.part !== undefined}
          helperText={errors.part ?? (isNew ? undefined : translate('checklist.partKept'))}
        >
          {CHECKLIST_PARTS.map((p) => (
            <MenuItem key={p} value={p}>
              {translate(`checklistPart.${p}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          type="number"
          margin="dense"
          label={translate('berth.portCall.template.position')}
          value={item.position}
          onChange={(e) => set('position', Math.max(0, Math.round(Number(e.target.value))))}
          error={errors.position !== undefined}
          helperText={errors.position}
          slotProps={{ htmlInput: { min: 0, max: 10_000, step: 1 } }}
        />
        <FormControlLabel
          control={<Switch checked={item.critical} onChange={(e) => set('critical', e.target.checked)} />}
          label={translate('berth.portCall.template.critical')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('berth.master.common.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
