import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { BerthAppBar } from './BerthAppBar';
import { BerthMenu } from './BerthMenu';
import { BackToTop } from './BackToTop';
import { LiveNotifications } from './notifications/LiveNotifications';

export function BerthLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={BerthAppBar} menu={BerthMenu}>
      {children}
      <BackToTop />
      <LiveNotifications />
    </Layout>
  );
}
