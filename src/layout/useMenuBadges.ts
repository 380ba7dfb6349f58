import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { MenuKey } from '../../contract/menus';
import { hasMenu } from '../../contract/menus';
import type { PortalDataProvider } from '../dataProvider';
import { useBerthInfo } from './useBerthInfo';
import { logOnly } from '../logOnly';

/**
 * Badge slots of the side menu: pending approvals on /requests (refreshed after each decision, which
 * invalidates the query) and the ship vetting count on /ship-vetting once vetting exists. A failed count
 * load is only logged (spec §8).
 */
export function useMenuBadges(): Partial<Record<MenuKey, number>> {
  const dp = useDataProvider<PortalDataProvider>();
  const user = useBerthInfo().data?.user;
  const withRequests = !!user && hasMenu(user, 'requests');
  const { data } = useQuery({
    queryKey: ['pendingApprovalCount'],
    enabled: withRequests,
    refetchInterval: 60_000,
    queryFn: () =>
      dp.api('pendingApprovalCount', { quiet: true }).catch((e: unknown) => {
        logOnly('pending approval count failed', e);
        return { pendingApprovalCount: 0 };
      }),
  });
  return withRequests && data?.pendingApprovalCount ? { requests: data.pendingApprovalCount } : {};
}
