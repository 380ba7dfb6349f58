import { useQuery } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import type { BerthAuthProvider } from '../authProvider';

/** The signed-in user's getInfo (user, menus, landing), shared through the query cache. */
export function useBerthInfo() {
  const auth = useAuthProvider<BerthAuthProvider>();
  return useQuery({ queryKey: ['berth', 'getInfo'], queryFn: () => auth!.info(), staleTime: Infinity, enabled: !!auth });
}
