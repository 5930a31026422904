import { useMemo } from 'react';
import { MapProvider } from 'react-map-gl/maplibre';
import { AssetRegisterScreen } from './assets/AssetRegisterScreen';
import { AuthCallbackScreen } from './auth-callback/AuthCallbackScreen';
import { NotFound } from './components/NotFound';
import { MainScreen } from './MainScreen';
import { routeOf, useLocation } from './router';
import { useSessionLifecycle } from './session/useSessionLifecycle';
import { UsersScreen } from './users/UsersScreen';
import { ViewerScreen } from './viewer/ViewerScreen';

export function App() {
  const location = useLocation();
  useSessionLifecycle(location);
  const route = useMemo(() => routeOf(location), [location]);
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
