import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../dataProvider';

/** The build version the server reports (GET /jput/version). */
export function useAppVersion(): string | undefined {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({ queryKey: ['berth', 'version'], queryFn: () => dataProvider.version(), staleTime: 30_000 }).data;
}
