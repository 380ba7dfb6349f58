import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { StopCause } from '../../../contract/portCall';
import { INVALID_DATE } from '../shared/DateTimeInput';
import { useRefusal } from './usePortCall';

/** What an event's form sends of its time and a stop's cause and reason. */
export interface StopValues {
  at?: string;
  cause?: StopCause;
  reason?: string;
}

interface Options {
  /** Ask for the time (else the server's now). */
  withTime: boolean;
  stop: boolean;
  initial?: { at: string | null; cause: StopCause | null; reason: string };
  /** Inputs a server refusal may name, shown under them. */
  inputs: readonly string[];
}

/**
 * The state, checks and saving of an event's time, a stop's cause and reason, as recording and
 * correcting share them: a missing time or cause is said at its input, and so is a server refusal
 * that names one; anything else is a toast.
 */
export function useStopForm({ withTime, stop, initial, inputs }: Options) {
  const translate = useTranslate();
  const refusal = useRefusal(inputs);
  const [at, setAt] = useState<string | null>(initial?.at ?? (withTime ? new Date().toISOString() : null));
  const [cause, setCause] = useState<StopCause | null>(initial?.cause ?? null);
  const [reason, setReason] = useState(initial?.reason ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  /** Checks the inputs (and `more`, the caller's own), then sends the values; true once sent. */
  const submit = async (more: Record<string, string>, send: (values: StopValues) => Promise<void>) => {
    const found: Record<string, string> = {};
    if (withTime && (at === null || at === INVALID_DATE)) found.at = translate('berth.portCall.sof.invalidTime');
    if (stop && cause === null) found.cause = translate('sof.causeNeeded');
    Object.assign(found, more);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    setBusy(true);
    try {
      await send({
        ...(withTime && at ? { at } : {}),
        ...(stop && cause ? { cause } : {}),
        ...(stop && reason.trim() ? { reason: reason.trim() } : {}),
      });
      return true;
    } catch (e) {
      const r = refusal(e);
      if (r) setErrors({ [r.field]: r.text });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const fields = { stop, cause, onCause: setCause, reason, onReason: setReason, errors };
  return { at, setAt, errors, busy, fields, submit };
}
