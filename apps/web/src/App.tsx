import { useMemo } from 'react';
import { MapProvider } from 'react-map-gl/maplibre';
import { PasswordChangeRequiredScreen } from './account/PasswordChangeRequiredScreen';
import { AssetRegisterScreen } from './assets/AssetRegisterScreen';
import { AuthCallbackScreen } from './auth-callback/AuthCallbackScreen';
import { NotFound } from './components/NotFound';
import { MainScreen } from './MainScreen';
import { routeOf, useLocation } from './router';
import { useSessionLifecycle } from './session/useSessionLifecycle';
import { selectSignedInUser, useSessionStore } from './state/session';
import { UsersScreen } from './users/UsersScreen';
import { ViewerScreen } from './viewer/ViewerScreen';

export function App() {
  const location = useLocation();
  useSessionLifecycle(location);
  const route = useMemo(() => routeOf(location), [location]);
  const user = useSessionStore(selectSignedInUser);
  // A one-time password is replaced before anything else (the server refuses the rest).
  if (user?.mustChangePassword) {
    return <PasswordChangeRequiredScreen user={user} />;
  }
  switch (route.name) {
    case 'main':
      return (
        <MapProvider>
          <MainScreen />
        </MapProvider>
      );
    case 'viewer':
      return (
        <MapProvider>
          <ViewerScreen buid={route.buid} cuid={route.cuid} floor={route.floor} />
        </MapProvider>
      );
    case 'users':
      return <UsersScreen />;
    case 'assets':
      return <AssetRegisterScreen />;
    case 'authCallback':
      return <AuthCallbackScreen />;
    case 'notFound':
      return <NotFound path={route.path} />;
  }
}
