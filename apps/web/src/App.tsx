import { MapProvider } from 'react-map-gl/maplibre';
import { NotFound } from './components/NotFound';
import { MainScreen } from './MainScreen';
import { useRoute } from './router';
import { ViewerScreen } from './viewer/ViewerScreen';

export function App() {
  const route = useRoute();
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
    case 'notFound':
      return <NotFound path={route.path} />;
  }
}
