import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { ChecklistRecord, SofRecord, sofEventInput } from '../../../contract/schemas/portCall';
import type { PortalDataProvider } from '../../dataProvider';
import { ApiError } from '../../dataProvider/unwrapEnvelope';
import { failureText, messageText } from '../../i18n/messages';
import type { Message } from '../../../contract/messages/render';

export const sofKey = (id: number) => ['portCall', 'sof', id] as const;
export const checklistKey = (id: number) => ['portCall', 'checklist', id] as const;

/** The calls of the port call record by name (contract/api/portCall.ts). */
export const usePortCallApi = () => useDataProvider<PortalDataProvider>().api;

export function useSof(id: number) {
  const api = usePortCallApi();
  return useQuery({ queryKey: sofKey(id), queryFn: () => api('sof', { params: { id } }) });
}

export function useChecklist(id: number) {
  const api = usePortCallApi();
  return useQuery({ queryKey: checklistKey(id), queryFn: () => api('checklist', { params: { id } }) });
}

/**
 * Puts a changed record in place: the server answers each change with the whole record. A new event
 * may open or close the checklist's gate, and a signature may record "checklist completed": the
 * other half is loaded again.
 */
export function useStore(nominationId: number) {
  const queryClient = useQueryClient();
  return {
    sof: (record: SofRecord) => {
      queryClient.setQueryData(sofKey(nominationId), record);
      void queryClient.invalidateQueries({ queryKey: checklistKey(nominationId) });
    },
    checklist: (record: ChecklistRecord) => {
      queryClient.setQueryData(checklistKey(nominationId), record);
      void queryClient.invalidateQueries({ queryKey: sofKey(nominationId) });
    },
  };
}

/**
 * Refusals about the event's time alone (the order rules, not in the future): the server names no
 * field for them, but they concern the time the dialog asks, so they are shown there (walk 33 #10).
 */
export const TIME_REFUSALS: readonly string[] = [
  'sof.inFuture',
  'sof.beforeFirst',
  'sof.beforeCreated',
  'sof.afterNext',
];

/**
 * A refusal of a quiet call: one about an input this dialog has is returned to be shown under it
 * (SCREENS.md, Forms), any other is told in the kit's error feedback.
 */
export function useRefusal(inputs: readonly string[]) {
  const translate = useTranslate();
  const notify = useNotify();
  return (error: unknown): { field: string; text: string } | null => {
    const field =
      error instanceof ApiError
        ? (error.field ?? (TIME_REFUSALS.includes(error.detail?.key ?? '') ? 'at' : undefined))
        : undefined;
    if (error instanceof ApiError && field !== undefined && inputs.includes(field))
      return { field, text: messageText(translate, error.detail, error.message) };
    notify(failureText(translate, error), { type: 'error' });
    return null;
  };
}

/** Records an event (quietly: the caller shows a refusal) and says what was recorded and when. */
export function useRecordEvent(nominationId: number, timeOf: (iso: string) => string) {
  const api = usePortCallApi();
  const store = useStore(nominationId);
  const notify = useNotify();
  const translate = useTranslate();
  return async (body: z.input<typeof sofEventInput>) => {
    const record = await api('recordSofEvent', { params: { id: nominationId }, body, quiet: true });
    store.sof(record);
    const rows = record.events.filter((e) => e.current && e.event === body.event);
    const at =
      rows
        .map((e) => e.at)
        .sort()
        .at(-1) ??
      body.at ??
      new Date().toISOString();
    notify(translate('berth.portCall.sof.recorded', { event: translate(`sofEvent.${body.event}`), time: timeOf(at) }), {
      type: 'success',
    });
    return record;
  };
}

/** A refusal the server sends as a catalogue message, in the reader's language. */
export function useShown() {
  const translate = useTranslate();
  return (message: { key: string; params: Record<string, unknown> }) =>
    messageText(translate, message as Message, message.key);
}

/**
 * After an action whose button goes away (recorded, signed, moved), puts keyboard focus on what the
 * action produced, once the new render holds it, instead of letting it fall to the page top (walk
 * 33 #5). `find` returns the target, or null while it is not rendered yet; it is tried for a second.
 */
export function focusWhenShown(find: () => HTMLElement | null, tries = 20) {
  const el = find();
  if (el) {
    el.focus();
    return;
  }
  if (tries > 0) setTimeout(() => focusWhenShown(find, tries - 1), 50);
}
