import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';

/** The nomination form's choices, fetched once per visit. */
export function useNominationOptions() {
  const dp = useDataProvider<PortalDataProvider>();
  return useQuery({ queryKey: ['nominationOptions'], queryFn: () => dp.api('nominationOptions'), staleTime: 60_000 });
}
