import { PublicHttp } from './pages/publicHttp';
import { Suspense, useState, type ReactNode } from 'react';
import { Admin, Authenticated, CustomRoutes, Notification, Resource } from 'react-admin';
import { PageLoading } from './resources/shared/PageLoading';
import { DocumentFormScreen, DocumentScreen } from './resources/documents';
import { Navigate, Route } from 'react-router-dom';
import { i18nProvider } from './i18n';
import { theme } from './layout/theme';
import { BerthLayout } from './layout/BerthLayout';
import { NoticeBridge } from './layout/NoticeBridge';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { Landing } from './pages/Landing';
import { MenuScreen } from './pages/MenuScreen';
import { RESOURCE_DEFINITIONS, SCREEN_ROUTES } from './screens';
import type { PortalDataProvider } from './dataProvider';
import type { Http } from './dataProvider/http';
import { createQueryClient } from './dataProvider/queryClient';
import type { BerthAuthProvider } from './authProvider';
import { lazyScreen } from './resources/shared/lazyScreen';

// The account pages are for signed-out visitors (who get them from the light sign-in bundle) or a
// link opened while signed in: the signed-in app loads them only when one is opened.
const ActivatePage = lazyScreen(() => import('./pages/accounts/ActivatePage').then((m) => m.ActivatePage));
const RegisterPage = lazyScreen(() => import('./pages/accounts/RegisterPage').then((m) => m.RegisterPage));
const VerifyPage = lazyScreen(() => import('./pages/VerifyPage').then((m) => m.VerifyPage));
const UnsubscribePage = lazyScreen(() => import('./pages/UnsubscribePage').then((m) => m.UnsubscribePage));
const MvpLoginPage = lazyScreen(() => import('./pages/accounts/PartnerPages').then((m) => m.MvpLoginPage));
const LoginByCodePage = lazyScreen(() => import('./pages/accounts/PartnerPages').then((m) => m.LoginByCodePage));
const MvpAuthenticationPage = lazyScreen(() =>
  import('./pages/accounts/PartnerPages').then((m) => m.MvpAuthenticationPage),
);

const loading = (page: ReactNode) => <Suspense fallback={<PageLoading />}>{page}</Suspense>;

function BerthNotification() {
  return (
    <>
      <Notification />
      <NoticeBridge />
    </>
  );
}

/** Unknown paths go to /404 (spec §2). */
function CatchAll() {
  return <Navigate to="/404" replace />;
}

export function App({
  dataProvider,
  authProvider,
  http,
}: {
  dataProvider: PortalDataProvider;
  authProvider: BerthAuthProvider;
  http: Http;
}) {
  const [queryClient] = useState(createQueryClient);
  return (
    <PublicHttp.Provider value={http}>
      <Admin
        title="Berth"
        queryClient={queryClient}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={theme}
        layout={BerthLayout}
        loginPage={LoginPage}
        catchAll={CatchAll}
        notification={BerthNotification}
        dashboard={Landing}
        disableTelemetry
      >
        {Object.entries(RESOURCE_DEFINITIONS).map(([name, r]) => (
          <Resource key={name} name={name} icon={r.icon} recordRepresentation={r.recordRepresentation} />
        ))}
        {['users', 'products', 'partnerApps'].map((name) => (
          <Resource key={name} name={name} />
        ))}
        <CustomRoutes noLayout>
          <Route path="/404" element={<NotFoundPage />} />
          <Route path="/mvpLogin" element={loading(<MvpLoginPage />)} />
          <Route path="/loginByCode" element={loading(<LoginByCodePage />)} />
          <Route path="/activate" element={loading(<ActivatePage />)} />
          <Route path="/register" element={loading(<RegisterPage />)} />
          <Route path="/verify" element={loading(<VerifyPage />)} />
          <Route path="/unsubscribe" element={loading(<UnsubscribePage />)} />
          <Route path="/mvp/authentication" element={loading(<MvpAuthenticationPage />)} />
        </CustomRoutes>
        <CustomRoutes>
          {SCREEN_ROUTES.map((s) => (
            <Route key={s.key} path={s.path} element={<MenuScreen menuKey={s.key}>{s.element}</MenuScreen>} />
          ))}
          {['/documents/new', '/documents/:id/edit'].map((path) => (
            <Route
              key={path}
              path={path}
              element={
                <Authenticated>
                  <Suspense fallback={<PageLoading />}>
                    <DocumentFormScreen />
                  </Suspense>
                </Authenticated>
              }
            />
          ))}
          <Route
            path="/documents/:id"
            element={
              <Authenticated>
                <Suspense fallback={<PageLoading />}>
                  <DocumentScreen />
                </Suspense>
              </Authenticated>
            }
          />
        </CustomRoutes>
      </Admin>
    </PublicHttp.Provider>
  );
}
