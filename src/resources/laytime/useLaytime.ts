import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';

export const laytimeKey = (id: number) => ['laytime', id] as const;

/** A call's laytime and its versions (GET /api/nominations/:id/laytime). */
export function useLaytime(id: number) {
  const api = useDataProvider<PortalDataProvider>().api;
  return useQuery({ queryKey: laytimeKey(id), queryFn: () => api('laytime', { params: { id } }), retry: false });
}
