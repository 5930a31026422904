import {
  AlertLevel,
  FloorUiMessages,
  GeoreferenceError,
  type LatLng,
  MapDefaults,
  type PlanCorners,
  placementFromCorners,
  placementScreenExtentMetres,
  zoomToShowPlacement,
} from '@indoor/domain';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { fromLngLat } from '../map/lngLat';
import { mapCoverBoxes } from '../map/visibleArea';
import { showAlert } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { halveUntilFits, initialPlacement, type PixelSize } from './floorPlanPlacementActions';
import { metresPerScreenPixel } from './floorPlanPlacementBehaviors';
import type { ChosenFloorPlan } from './floorPlanPlacementMachine';
import {
  dispatchFloorPlanPlacement,
  setPlacementFloor,
  useFloorPlanPlacementStore,
} from './floorPlanPlacementMode';
import { initialPlacementBox } from './initialPlacementBox';

/**
 * Decodes the chosen file and draws it on the canvas the overlay shows, halved until it
 * fits `window` (docs/floors-and-plans.md#floor-plan-placement). The file itself is what gets
 * uploaded. Null when the browser cannot read it as an image.
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
 * Shows a plan that starts where its floor's current plan is: its size and place on the
 * ground are fixed, so the camera moves instead. Once the placement panel is drawn, the
 * map zooms (from 18, where a plan can be set, to the deepest zoom) and pans so that the
 * whole turned plan with its handles fills the free part of the map. Nothing happens if
 * the user left the mode or chose another image meanwhile.
 */
async function showCurrentPlacement(map: MapLibreMap, image: ChosenFloorPlan): Promise<void> {
  await nextFrame();
  await nextFrame();
  const state = useFloorPlanPlacementStore.getState().placement;
  if (state.name !== 'placing' || state.image !== image) return;
  const { placement } = state;
  try {
    const container = map.getContainer();
    const extent = placementScreenExtentMetres(placement, map.getBearing());
    const size = { width: container.clientWidth, height: container.clientHeight };
    const box = initialPlacementBox({
      map: size,
      covered: mapCoverBoxes(container),
      aspect: extent.widthM / extent.heightM,
      maxSize: size,
    });
    if (box) {
      const zoom = zoomToShowPlacement({
        extent,
        box,
        zoom: map.getZoom(),
        metresPerScreenPixel: metresPerScreenPixel(map),
        minZoom: MapDefaults.floorPlanMinZoom,
        maxZoom: MapDefaults.maxZoom,
      });
      const { centre } = placement;
      map.jumpTo({ center: [centre.lon, centre.lat], zoom });
      const at = map.project([centre.lon, centre.lat]);
      map.panBy([at.x - box.centre.x, at.y - box.centre.y], { animate: false });
    }
  } finally {
    dispatchFloorPlanPlacement({ type: 'fit', placement });
  }
}

/** Where a placement starts besides the image: the floor it is for and that floor's plan. */
export interface PlacementStart {
  /** The floor the plan is for: the toolbar's floor field starts with it. */
  floorNumber: string | null;
  /**
   * The corners of that floor's current plan: a new image starts there (same centre,
   * width and rotation; the height follows the image), not at the building.
   */
  currentCorners?: PlanCorners | null;
  /** The image is that floor's current plan, downloaded to place it again (Adjust placement). */
  adjusting?: { floorNumber: string; planVersion: string };
}

/** The placement of an image over the floor's current plan; null when it has none usable. */
function overCurrentPlan(corners: PlanCorners | null | undefined, image: ChosenFloorPlan) {
  if (!corners) return null;
  try {
    return placementFromCorners(corners, { widthPx: image.widthPx, heightPx: image.heightPx });
  } catch (error) {
    if (error instanceof GeoreferenceError) return null;
    throw error;
  }
}

/**
 * Enters the placement mode with a chosen file. Over a floor that has a plan, the image
 * starts where that plan is and the camera shows it (showCurrentPlacement). Otherwise the
 * map goes to the zoom where a plan is first placed (19) over the selected building and
 * the image appears centred there, as large on the screen as its halved-to-fit canvas,
 * then moves into the free part of the map with all its handles in reach (fitToFreeMap).
 */
export async function startFloorPlanPlacement(
  file: File,
  map: MapLibreMap,
  buildingPosition: LatLng | null,
  start: PlacementStart = { floorNumber: null },
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
  const loaded = await loadFloorPlanImage(file, window);
  if (!loaded) {
    showAlert({ level: AlertLevel.danger, text: FloorUiMessages.unreadableImage });
    return false;
  }
  const image: ChosenFloorPlan = start.adjusting
    ? { ...loaded, adjusting: start.adjusting }
    : loaded;
  // The building's popup would cover the plan being placed.
  useSelectionStore.getState().closePopup();
  const current = overCurrentPlan(start.currentCorners, image);
  if (current) {
    map.jumpTo({
      center: [current.centre.lon, current.centre.lat],
      zoom: Math.max(map.getZoom(), MapDefaults.floorPlanMinZoom),
    });
    if (!dispatchFloorPlanPlacement({ type: 'choose', image, placement: current }).accepted)
      return false;
    setPlacementFloor(start.floorNumber);
    await showCurrentPlacement(map, image);
    return true;
  }
  const centre = buildingPosition ?? fromLngLat(map.getCenter());
  map.jumpTo({ center: [centre.lon, centre.lat], zoom: MapDefaults.floorPlanPlacedZoom });
  const placement = initialPlacement({
    centre,
    image: { width: image.widthPx, height: image.heightPx },
    window,
    metresPerScreenPixel: metresPerScreenPixel(map),
  });
  // Entering the placement mode ends the active one (a pending new space gives way).
  if (!dispatchFloorPlanPlacement({ type: 'choose', image, placement }).accepted) return false;
  setPlacementFloor(start.floorNumber);
  const shown = halveUntilFits({ width: image.widthPx, height: image.heightPx }, window);
  await fitToFreeMap(map, image, shown, centre);
  return true;
}
