import { AlertLevel, FloorUiMessages, type LatLng, MapDefaults } from '@indoor/domain';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { mapCoverBoxes } from '../map/visibleArea';
import { showAlert } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { halveUntilFits, initialPlacement, type PixelSize } from './floorPlanPlacementActions';
import { metresPerScreenPixel } from './floorPlanPlacementBehaviors';
import type { ChosenFloorPlan } from './floorPlanPlacementMachine';
import { dispatchFloorPlanPlacement, useFloorPlanPlacementStore } from './floorPlanPlacementMode';
import { initialPlacementBox } from './initialPlacementBox';

/**
 * Decodes the chosen file and draws it on the canvas the overlay shows, halved until it
 * fits `window` (SPEC section 9). The file itself is what gets uploaded. Null when the
 * browser cannot read it as an image.
 */
export async function loadFloorPlanImage(
  file: File,
  window: PixelSize,
): Promise<ChosenFloorPlan | null> {
  let bitmap: ImageBitmap;
  try {
    // EXIF orientation applied, as the server's tiler applies it.
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  const shown = halveUntilFits({ width: bitmap.width, height: bitmap.height }, window);
  const display = document.createElement('canvas');
  display.width = Math.max(1, Math.round(shown.width));
  display.height = Math.max(1, Math.round(shown.height));
  display.getContext('2d')?.drawImage(bitmap, 0, 0, display.width, display.height);
  const image = { file, widthPx: bitmap.width, heightPx: bitmap.height, display };
  bitmap.close();
  return image;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Moves the plan just chosen into the free part of the map once the placement panel is
 * drawn (its size is known only then) and shows it: every handle clear of the panels
 * and buttons over the map, the aspect kept, no larger than the halved-to-fit canvas
 * `shown`. The map pans so that `centre` (the building) stays under the plan's centre.
 * Without a free part big enough the plan is shown as chosen. Nothing happens if the
 * user left the mode or chose another image meanwhile.
 */
async function fitToFreeMap(
  map: MapLibreMap,
  image: ChosenFloorPlan,
  shown: PixelSize,
  centre: LatLng,
): Promise<void> {
  await nextFrame();
  await nextFrame();
  const state = useFloorPlanPlacementStore.getState().placement;
  if (state.name !== 'placing' || state.image !== image) return;
  let placement = state.placement;
  try {
    const container = map.getContainer();
    const box = initialPlacementBox({
      map: { width: container.clientWidth, height: container.clientHeight },
      covered: mapCoverBoxes(container),
      aspect: image.widthPx / image.heightPx,
      maxSize: shown,
    });
    if (box) {
      const at = map.project([centre.lon, centre.lat]);
      map.panBy([at.x - box.centre.x, at.y - box.centre.y], { animate: false });
      placement = { ...placement, centre, widthM: box.width * metresPerScreenPixel(map) };
    }
  } finally {
    dispatchFloorPlanPlacement({ type: 'fit', placement });
  }
}

/**
 * Enters the placement mode with a chosen file: the map goes to zoom 19 over the selected
 * building (SPEC section 9 "floor plan placed zoom") and the image appears centred there,
 * as large on the screen as its halved-to-fit canvas, then moves into the free part of
 * the map with all its handles in reach (fitToFreeMap).
 */
export async function startFloorPlanPlacement(
  file: File,
  map: MapLibreMap,
  buildingPosition: LatLng | null,
): Promise<boolean> {
  if (file.size === 0) {
    showAlert({ level: AlertLevel.danger, text: FloorUiMessages.emptyImage });
    return false;
  }
  // The window the canvas must fit: the map less what covers it (the map's padding).
  const container = map.getContainer();
  const { left = 0, right = 0, top = 0, bottom = 0 } = map.getPadding();
  const window = {
    width: container.clientWidth - left - right,
    height: container.clientHeight - top - bottom,
  };
  const image = await loadFloorPlanImage(file, window);
  if (!image) {
    showAlert({ level: AlertLevel.danger, text: FloorUiMessages.unreadableImage });
    return false;
  }
  // The building's popup would cover the plan being placed.
  useSelectionStore.getState().closePopup();
  const mapCentre = map.getCenter();
  const centre = buildingPosition ?? { lat: mapCentre.lat, lon: mapCentre.lng };
  map.jumpTo({ center: [centre.lon, centre.lat], zoom: MapDefaults.floorPlanPlacedZoom });
  const placement = initialPlacement({
    centre,
    image: { width: image.widthPx, height: image.heightPx },
    window,
    metresPerScreenPixel: metresPerScreenPixel(map),
  });
  // Entering the placement mode ends the active one (a pending new space gives way).
  if (!dispatchFloorPlanPlacement({ type: 'choose', image, placement }).accepted) return false;
  const shown = halveUntilFits({ width: image.widthPx, height: image.heightPx }, window);
  await fitToFreeMap(map, image, shown, centre);
  return true;
}
