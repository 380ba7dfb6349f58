import { Suspense } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { PageLoading } from '../shared/PageLoading';
import { Route, Routes, useSearchParams } from 'react-router-dom';
import { allows, canAccess, isCompanyUser } from '../../../contract/permissions';
import { CompanyProfile } from './CompanyProfile';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { UserList } from '../users/UserList';
import { UserCreate, UserEdit } from '../users/UserViews';
import { ProductCreate, ProductEdit, ProductList } from '../products/ProductViews';
import { PartnerAppCreate, PartnerAppEdit, PartnerAppList } from '../partnerApps/PartnerAppViews';
import { TerminalSettings } from './TerminalSettings';
import { StampCard } from './StampCard';
import { OutboxList } from '../mailOutbox/OutboxList';
import { ChecklistTemplate } from '../portCall/ChecklistTemplate';
import { MailPreferences } from './MailPreferences';

const TABS = [
  { key: 'users', resource: 'users', action: 'list', view: UserList },
  { key: 'products', resource: 'products', action: 'create', view: ProductList },
  { key: 'partnerApps', resource: 'partnerApps', action: 'list', view: PartnerAppList },
  { key: 'outbox', resource: 'mailOutbox', action: 'list', view: OutboxList },
  // Read by the terminal's side, edited by its administrators (the screen asks portCall.editTemplate).
  { key: 'checklist', resource: 'portCall', action: 'template', view: ChecklistTemplate },
] as const;

/**
 * Tabs a user may use: terminal admins everything; a company's users their company (and its users,
 * for its admin) rather than the terminal's rates, which are not theirs to read.
 */
function SettingsTabs() {
  const translate = useTranslate();
  const user = useBerthInfo().data?.user;
  const [params, setParams] = useSearchParams();
  const tabs = TABS.filter((t) => allows(user, t));
  const ownCompany = !!user && isCompanyUser(user) && user.companyId !== null ? user.companyId : null;
  const keys: string[] =
    ownCompany !== null ? ['company', ...tabs.map((t) => t.key)] : [...tabs.map((t) => t.key), 'terminal'];
  // Everyone's own e-mail choices (DECISIONS.md §11); the system admin receives no notices.
  if (canAccess(user, 'read', 'mailPreferences')) keys.push('email');
  const current = keys.includes(params.get('tab') ?? '') ? params.get('tab')! : keys[0]!;
  const View = tabs.find((t) => t.key === current)?.view;
  return (
    <Box>
      <Title title={translate('berth.master.settings.title')} />
      <Tabs
        value={current}
        onChange={(_e, v: string) => setParams({ tab: v })}
        // On a phone the tabs are wider than the screen: they scroll, with arrows, rather than being cut off.
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 1 }}
      >
        {keys.map((k) => (
          <Tab key={k} value={k} label={translate(k === 'email' ? 'berth.mail.tab' : `berth.master.settings.${k}`)} />
        ))}
      </Tabs>
      {View ? (
        <View />
      ) : current === 'email' ? (
        <MailPreferences />
      ) : current === 'company' && ownCompany !== null ? (
        <CompanyProfile companyId={ownCompany} />
      ) : (
        <>
          <TerminalSettings editable={canAccess(user, 'update', 'settings')} />
          <StampCard editable={canAccess(user, 'update', 'settings')} />
        </>
      )}
    </Box>
  );
}

/** /settings/index and the create and edit pages of its tabs' records. */
export default function SettingsScreen() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route index element={<SettingsTabs />} />
        <Route path="users/create" element={<UserCreate />} />
        <Route path="users/:id" element={<UserEdit />} />
        <Route path="products/create" element={<ProductCreate />} />
        <Route path="products/:id" element={<ProductEdit />} />
        <Route path="partnerApps/create" element={<PartnerAppCreate />} />
        <Route path="partnerApps/:id" element={<PartnerAppEdit />} />
      </Routes>
    </Suspense>
  );
}
