import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { MenuKey } from '../../contract/menus';
import { hasMenu } from '../../contract/menus';
import type { PortalDataProvider } from '../dataProvider';
import { useBerthInfo } from './useBerthInfo';
import { logOnly } from '../logOnly';

/** How often a badge is counted again without a change of the caller's own. */
const EVERY_MS = 60_000;

/**
 * Badge slots of the side menu: pending approvals on /requests (refreshed after each decision, which
 * invalidates the query), certificates of quantity and bills of lading waiting for the caller's
 * signature (DECISIONS.md §6; refreshed after a signature), and the ship vettings waiting on the
 * caller (DECISIONS.md §5). A failed count load is only logged (spec §8).
 */
export function useMenuBadges(): Partial<Record<MenuKey, number>> {
  const dp = useDataProvider<PortalDataProvider>();
  const user = useBerthInfo().data?.user;
  const has = (key: MenuKey) => !!user && hasMenu(user, key);
  const count = (what: string, load: () => Promise<number>) => () =>
    load().catch((e: unknown) => {
      logOnly(`${what} count failed`, e);
      return 0;
    });
  const requests = useQuery({
    queryKey: ['pendingApprovalCount'],
    enabled: has('requests'),
    refetchInterval: EVERY_MS,
    queryFn: count(
      'pending approval',
      async () => (await dp.api('pendingApprovalCount', { quiet: true })).pendingApprovalCount,
    ),
  });
  const quantity = useQuery({
    queryKey: ['documentsWaiting', 'quantity'],
    enabled: has('quantity'),
    refetchInterval: EVERY_MS,
    queryFn: count('quantity', () => dp.api('quantityNum', { quiet: true })),
  });
  const billOfLading = useQuery({
    queryKey: ['documentsWaiting', 'billOfLading'],
    enabled: has('billOfLading'),
    refetchInterval: EVERY_MS,
    queryFn: count('bill of lading', () => dp.api('billOfLadingNum', { quiet: true })),
  });
  const shipVetting = useQuery({
    queryKey: ['vettingsWaiting'],
    enabled: has('shipVetting'),
    refetchInterval: EVERY_MS,
    queryFn: count('ship vetting', () => dp.api('vettingUnseenCount', { quiet: true })),
  });
  const badges: Partial<Record<MenuKey, number>> = {};
  if (has('requests') && requests.data) badges.requests = requests.data;
  if (has('quantity') && quantity.data) badges.quantity = quantity.data;
  if (has('billOfLading') && billOfLading.data) badges.billOfLading = billOfLading.data;
  if (has('shipVetting') && shipVetting.data) badges.shipVetting = shipVetting.data;
  return badges;
}
