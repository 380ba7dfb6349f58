import { useEffect, useRef, useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import SignaturePad from 'signature_pad';
import { useTranslate } from 'react-admin';
import '@fontsource/dancing-script/400.css';

/**
 * A signature pad on the canvas, drawing in device pixels: sized once the dialog has laid it out (it
 * opens with a transition) and again whenever it changes size, keeping what was drawn.
 */
function attachPad(canvas: HTMLCanvasElement, onChange: (empty: boolean) => void) {
  const pad = new SignaturePad(canvas, { penColor: '#0b2545', minWidth: 0.8, maxWidth: 2.4 });
  pad.addEventListener('endStroke', () => onChange(pad.isEmpty()));
  const fit = () => {
    if (!canvas.offsetWidth) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    const strokes = pad.toData();
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    pad.clear();
    pad.fromData(strokes);
  };
  const observer = new ResizeObserver(fit);
  observer.observe(canvas);
  fit();
  return {
    pad,
    dispose: () => {
      observer.disconnect();
      pad.off();
    },
  };
}

export type Signature = { kind: 'drawn'; image: string } | { kind: 'typed'; name: string };

/**
 * Signing (DECISIONS.md §6): drawn on a pad (mouse, pen or finger; signature_pad) or typed, the name
 * shown in the handwriting face the PDF uses. Nothing is sent until the signer confirms.
 */
export function SignDialog({
  open,
  defaultName,
  onClose,
  onSign,
}: {
  open: boolean;
  defaultName: string;
  onClose(): void;
  onSign(signature: Signature): Promise<unknown>;
}) {
  const translate = useTranslate();
  const [mode, setMode] = useState<'drawn' | 'typed'>('drawn');
  const [name, setName] = useState(defaultName);
  const [empty, setEmpty] = useState(true);
  const [busy, setBusy] = useState(false);
  // A callback ref: the dialog mounts its content after this component's first effects.
  const [c, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const pad = useRef<SignaturePad | null>(null);

  useEffect(() => {
    if (!open || mode !== 'drawn' || !c) return;
    const attached = attachPad(c, setEmpty);
    pad.current = attached.pad;
    return attached.dispose;
  }, [open, mode, c]);

  const ready = mode === 'drawn' ? !empty : name.trim().length > 0;
  const sign = async () => {
    setBusy(true);
    try {
      await onSign(
        mode === 'drawn'
          ? { kind: 'drawn', image: pad.current!.toDataURL('image/png') }
          : { kind: 'typed', name: name.trim() },
      );
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('berth.documents.signTitle')}</DialogTitle>
      <DialogContent>
        <Tabs value={mode} onChange={(_e, v: 'drawn' | 'typed') => (setMode(v), setEmpty(true))} sx={{ mb: 2 }}>
          <Tab value="drawn" label={translate('berth.documents.draw')} />
          <Tab value="typed" label={translate('berth.documents.type')} />
        </Tabs>
        {mode === 'drawn' ? (
          <Box>
            <Box
              component="canvas"
              ref={setCanvas}
              data-testid="signature-pad"
              aria-label={translate('berth.documents.drawHere')}
              sx={{
                width: '100%',
                height: 180,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                touchAction: 'none',
                bgcolor: '#fff',
              }}
            />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="caption" color="text.secondary">
                {translate('berth.documents.drawHere')}
              </Typography>
              <Button size="small" onClick={() => (pad.current?.clear(), setEmpty(true))}>
                {translate('berth.documents.clear')}
              </Button>
            </Box>
          </Box>
        ) : (
          <Box>
            <TextField
              fullWidth
              autoFocus
              label={translate('berth.documents.typedName')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 80, 'data-testid': 'typed-name' } }}
            />
            <Typography
              sx={{ fontFamily: '"Dancing Script", cursive', fontSize: 36, mt: 2, minHeight: 54 }}
              aria-hidden
            >
              {name}
            </Typography>
          </Box>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('berth.documents.signNote')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('berth.master.common.cancel')}</Button>
        <Button variant="contained" disabled={!ready || busy} onClick={() => void sign()} data-testid="sign-confirm">
          {translate('berth.documents.sign')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
