import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import type { BerthAuthProvider } from '../authProvider';

/** The signed-in user's getInfo (user, menus, landing), shared through the query cache. */
export function useBerthInfo() {
  const auth = useAuthProvider<BerthAuthProvider>();
  return useQuery({
    queryKey: ['berth', 'getInfo'],
    queryFn: () => auth!.info(),
    staleTime: Infinity,
    enabled: !!auth,
  });
}

/** After the user changes their own account: getInfo is asked again and every screen sees the change. */
export function useRefreshBerthInfo() {
  const auth = useAuthProvider<BerthAuthProvider>();
  const queryClient = useQueryClient();
  return () => {
    auth?.forgetInfo();
    return queryClient.invalidateQueries({ queryKey: ['berth', 'getInfo'] });
  };
}
