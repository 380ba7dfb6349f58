import { useState, type ReactNode } from 'react';
import { Box, Button, FormControlLabel, FormHelperText, Switch, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/CloseOutlined';
import { Confirm, useInput, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

/** A titled group of the form's inputs (a group, not a landmark: five regions would crowd a reader's landmark list), two columns on a laptop and one on a phone (SCREENS.md, Forms). */
export function FormSection({ id, children }: { id: string; children: ReactNode }) {
  const translate = useTranslate();
  const headingId = `nomination-section-${id}`;
  return (
    <Box role="group" aria-labelledby={headingId} sx={{ width: '100%', maxWidth: 960, mb: 1 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 1, mb: 0.5 }}>
        {translate(`berth.barging.form.sections.${id}`)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3 }}>{children}</Box>
    </Box>
  );
}

/**
 * "Hide from terminal", said in full under the switch, and asked before it is switched on: a
 * hidden nomination is invisible to terminal staff in every channel and cannot be acknowledged or
 * booked (DECISIONS.md §2 and §9), so a slip of the finger would silently stall it.
 */
export function HideFromTerminalInput({ disabled }: { disabled: boolean }) {
  const translate = useTranslate();
  const { field, id } = useInput({ source: 'hideFromTerminal', disabled });
  const [asking, setAsking] = useState(false);
  const hintId = `${id}-hint`;
  return (
    <Box sx={{ gridColumn: { sm: '1 / span 2' } }}>
      <FormControlLabel
        label={translate('resources.nominations.fields.hideFromTerminal')}
        control={
          <Switch
            id={id}
            checked={field.value === true}
            disabled={disabled}
            onChange={(_e, on) => (on ? setAsking(true) : field.onChange(false))}
            onBlur={field.onBlur}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
      />
      <FormHelperText id={hintId} sx={{ mt: 0, mb: 1 }}>
        {translate('berth.barging.hiddenHint')}
      </FormHelperText>
      <Confirm
        isOpen={asking}
        title="berth.barging.form.hideTitle"
        content="berth.barging.form.hideBody"
        confirm="berth.barging.form.hideConfirm"
        cancel="berth.barging.form.keepEditing"
        onConfirm={() => {
          field.onChange(true);
          setAsking(false);
        }}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}

/** Cancel: back to `to`, asking first when anything was typed, so no input is lost by a slip. */
export function CancelButton({ to }: { to: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { isDirty } = useFormState();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button startIcon={<CloseIcon />} onClick={() => (isDirty ? setAsking(true) : navigate(to))}>
        {translate('ra.action.cancel')}
      </Button>
      <Confirm
        isOpen={asking}
        title="berth.barging.form.discardTitle"
        content="berth.barging.form.discardBody"
        confirm="berth.barging.form.discardConfirm"
        cancel="berth.barging.form.keepEditing"
        onConfirm={() => navigate(to)}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
