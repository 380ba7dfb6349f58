import type { ReactNode } from 'react';
import { AccessDenied, Authenticated } from 'react-admin';
import { PageLoading } from '../resources/shared/PageLoading';
import { hasMenu, type MenuKey } from '../../contract/menus';
import { useBerthInfo } from '../layout/useBerthInfo';

/** Renders a menu screen only for users whose menu has it; the server enforces the same on its calls. */
export function MenuScreen({ menuKey, children }: { menuKey: MenuKey; children: ReactNode }) {
  return (
    <Authenticated>
      <MenuGate menuKey={menuKey}>{children}</MenuGate>
    </Authenticated>
  );
}

function MenuGate({ menuKey, children }: { menuKey: MenuKey; children: ReactNode }) {
  const { data, isPending } = useBerthInfo();
  if (isPending) return <PageLoading />;
  if (!data || !hasMenu(data.user, menuKey)) return <AccessDenied />;
  return <>{children}</>;
}
