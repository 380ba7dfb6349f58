import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../../dataProvider/unwrapEnvelope';
import { failureText, messageText } from '../../i18n/messages';

/** A refusal of the server about one of the form's inputs, shown under that input. */
interface FieldRefusal {
  field: string;
  text: string;
  /** Each refusal is set again, even when it repeats the last one. */
  at: number;
}

/**
 * The envelope names the input a refusal concerns in `field` (contract/envelope.ts): the request
 * schema's path, dot-separated ("surveyorIds.0"), or the field a rule is about ("bargeId"). The
 * form's input is the path itself or, for a list's item, the list.
 */
function inputOf(field: string, inputs: readonly string[]): string | undefined {
  if (inputs.includes(field)) return field;
  const head = field.split('.')[0]!;
  return inputs.includes(head) ? head : undefined;
}

/**
 * Save options for a form that shows the server's field refusals at the field (SCREENS.md, Forms)
 * instead of a toast over the buttons: the HTTP layer leaves such refusals to the form
 * (`fieldErrorsShown`); every other failure is told as usual, by the HTTP layer.
 */
export function useFieldRefusals(inputs: readonly string[]) {
  const translate = useTranslate();
  const notify = useNotify();
  const [refusal, setRefusal] = useState<FieldRefusal | null>(null);
  const onError = (error: unknown) => {
    if (!(error instanceof ApiError) || error.field === undefined) return;
    const input = inputOf(error.field, inputs);
    // A field this form has no input for: the HTTP layer kept quiet, so it is told here.
    if (!input) notify(failureText(translate, error), { type: 'error' });
    else setRefusal({ field: input, text: messageText(translate, error.detail, error.message), at: Date.now() });
  };
  return { meta: { fieldErrorsShown: true }, onError, refusal };
}

/** Inside the form: puts the last refusal under its input and moves the focus there. */
export function RefusalAtField({ refusal }: { refusal: FieldRefusal | null }) {
  const { setError } = useFormContext();
  useEffect(() => {
    if (refusal) setError(refusal.field, { type: 'server', message: refusal.text }, { shouldFocus: true });
  }, [refusal, setError]);
  return null;
}
