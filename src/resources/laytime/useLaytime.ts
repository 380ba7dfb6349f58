import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { hoursAndMinutes } from '../../../contract/laytime';
import type { PortalDataProvider } from '../../dataProvider';

export const laytimeKey = (id: number) => ['laytime', id] as const;

/** A call's laytime and its versions (GET /api/nominations/:id/laytime). */
export function useLaytime(id: number) {
  const api = useDataProvider<PortalDataProvider>().api;
  return useQuery({ queryKey: laytimeKey(id), queryFn: () => api('laytime', { params: { id } }), retry: false });
}

/** Minutes as "5 h 07 min" in the reader's language: hours and minutes, never a fraction. */
export function useHm() {
  const translate = useTranslate();
  return (minutes: number) => {
    const { hours, minutes: m } = hoursAndMinutes(minutes);
    return translate('berth.laytime.hm', { hours, minutes: String(m).padStart(2, '0') });
  };
}
