import { AppShellMessages } from '@indoor/domain';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { MapProvider } from 'react-map-gl/maplibre';
import { NotFound } from './components/NotFound';
import { Spinner } from './components/Spinner';
import { useOfflineSupport } from './offline/useOfflineSupport';
import { routeOf, useLocation } from './router';
import { useSessionLifecycle } from './session/useSessionLifecycle';
import { selectSignedInUser, useSessionStore } from './state/session';

/*
 * Each screen is its own chunk, loaded when it is first shown: a viewer link downloads the
 * viewer and MapLibre, not the planner, the user list or the asset register.
 */
const MainScreen = lazy(() => import('./MainScreen').then((m) => ({ default: m.MainScreen })));
const ViewerScreen = lazy(() =>
  import('./viewer/ViewerScreen').then((m) => ({ default: m.ViewerScreen })),
);
const UsersScreen = lazy(() =>
  import('./users/UsersScreen').then((m) => ({ default: m.UsersScreen })),
);
const AssetRegisterScreen = lazy(() =>
  import('./assets/AssetRegisterScreen').then((m) => ({ default: m.AssetRegisterScreen })),
);
const AuthCallbackScreen = lazy(() =>
  import('./auth-callback/AuthCallbackScreen').then((m) => ({ default: m.AuthCallbackScreen })),
);
const PasswordChangeRequiredScreen = lazy(() =>
  import('./account/PasswordChangeRequiredScreen').then((m) => ({
    default: m.PasswordChangeRequiredScreen,
  })),
);

/** What shows while a screen's chunk is on its way. */
function ScreenLoading() {
  return (
    <div className="screen-loading" data-testid="screen-loading">
      <Spinner label={AppShellMessages.loadingScreen} />
    </div>
  );
}

function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ScreenLoading />}>{children}</Suspense>;
}

export function App() {
  const location = useLocation();
  useSessionLifecycle(location);
  useOfflineSupport();
  const route = useMemo(() => routeOf(location), [location]);
  const user = useSessionStore(selectSignedInUser);
  // A one-time password is replaced before anything else (the server refuses the rest).
  if (user?.mustChangePassword) {
    return (
      <Screen>
        <PasswordChangeRequiredScreen user={user} />
      </Screen>
    );
  }
  switch (route.name) {
    case 'main':
      return (
        <Screen>
          <MapProvider>
            <MainScreen />
          </MapProvider>
        </Screen>
      );
    case 'viewer':
      return (
        <Screen>
          <MapProvider>
            <ViewerScreen buid={route.buid} cuid={route.cuid} floor={route.floor} />
          </MapProvider>
        </Screen>
      );
    case 'users':
      return (
        <Screen>
          <UsersScreen />
        </Screen>
      );
    case 'assets':
      return (
        <Screen>
          <AssetRegisterScreen />
        </Screen>
      );
    case 'authCallback':
      return (
        <Screen>
          <AuthCallbackScreen />
        </Screen>
      );
    case 'notFound':
      return <NotFound path={route.path} />;
  }
}
