import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { BerthAppBar } from './BerthAppBar';
import { BerthMenu } from './BerthMenu';
import { BackToTop } from './BackToTop';
import { AuthenticatorNotice } from './AuthenticatorNotice';
import { DisclaimerGate } from './DisclaimerGate';
import { LiveNotifications } from './notifications/LiveNotifications';
import { IdleGuard } from './session/IdleGuard';
import { VersionGuard } from './session/VersionGuard';

export function BerthLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={BerthAppBar} menu={BerthMenu}>
      <AuthenticatorNotice />
      {children}
      <BackToTop />
      <LiveNotifications />
      <IdleGuard />
      <VersionGuard />
      <DisclaimerGate />
    </Layout>
  );
}
