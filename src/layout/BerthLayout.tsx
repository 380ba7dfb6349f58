import { memo, type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { BerthAppBar } from './BerthAppBar';
import { BerthMenu } from './BerthMenu';
import { BackToTop } from './BackToTop';
import { AuthenticatorNotice } from './AuthenticatorNotice';
import { CompanyWaitingNotice } from './CompanyWaitingNotice';
import { DisclaimerGate } from './DisclaimerGate';
import { LiveNotifications } from './notifications/LiveNotifications';
import { IdleGuard } from './session/IdleGuard';
import { VersionGuard } from './session/VersionGuard';
import { LocaleTheme } from '../i18n/LocaleTheme';
import { FocusAfterNavigation } from './FocusAfterNavigation';

// react-admin's Layout renders both again on every navigation with the same props; they follow
// the route through context (the active menu entry, the page title's portal) and need not.
const AppBar = memo(BerthAppBar);
const SideMenu = memo(BerthMenu);

export function BerthLayout({ children }: { children: ReactNode }) {
  // MUI's own screen-reader names (pickers, pagers) and <html lang> in the reader's language (issue 35 item 3).
  return (
    <LocaleTheme>
      <Layout appBar={AppBar} menu={SideMenu}>
        <AuthenticatorNotice />
        <CompanyWaitingNotice />
        {children}
        <FocusAfterNavigation />
        <BackToTop />
        <LiveNotifications />
        <IdleGuard />
        <VersionGuard />
        <DisclaimerGate />
      </Layout>
    </LocaleTheme>
  );
}
