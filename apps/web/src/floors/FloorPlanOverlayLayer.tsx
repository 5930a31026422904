import {
  FloorPlanPlacementConstants,
  FloorUiMessages,
  type LatLng,
  type PlanCorners,
  type PlanPlacement,
  screenPoint,
} from '@indoor/domain';
import type { CanvasSource, Map as MapLibreMap, RasterLayerSpecification } from 'maplibre-gl';
import {
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { beforeIdOf } from '../map/layerOrder';
import { FloorPlanPaint } from './floorPlanPaint';
import {
  nudgePlacement,
  type PlanCornerName,
  placementCorners,
  planCornerNames,
  resizePlacementFromCorner,
  rotateHandlePosition,
  rotatePlacementBy,
  rotatePlacementTowards,
  scalePlacement,
  screenNudgeToGround,
} from './floorPlanPlacementActions';
import {
  clientToLatLng,
  metresPerScreenPixel,
  type ScreenPoint,
} from './floorPlanPlacementBehaviors';
import type { ChosenFloorPlan } from './floorPlanPlacementMachine';
import {
  beginPlacementGesture,
  changePlacement,
  endPlacementGesture,
  movePlacementGesture,
  useFloorPlanPlacementStore,
} from './floorPlanPlacementMode';
import { PlacementHandleGeometry } from './initialPlacementBox';

export const FLOOR_PLAN_OVERLAY_SOURCE_ID = 'floor-plan-overlay';
export const FLOOR_PLAN_OVERLAY_LAYER_ID = 'floor-plan-overlay';
const { cornerHalfPx, rotateRadiusPx, rotateOffsetPx } = PlacementHandleGeometry;

/** The image being placed, drawn by MapLibre itself so it moves with the map like the tiles will. */
export const floorPlanOverlayLayer = {
  id: FLOOR_PLAN_OVERLAY_LAYER_ID,
  type: 'raster',
  source: FLOOR_PLAN_OVERLAY_SOURCE_ID,
  paint: {
    'raster-opacity': FloorPlanPaint.overlayOpacity,
    'raster-fade-duration': 0,
  },
} as const satisfies RasterLayerSpecification;

const mutableCorners = (corners: PlanCorners) =>
  corners.map(([lon, lat]) => [lon, lat]) as [
    [number, number],
    [number, number],
    [number, number],
    [number, number],
  ];

/**
 * Keeps a canvas source and its raster layer on the map, at its place in the layer order
 * (map/layerOrder.ts: above every other layer), while `canvas` is shown. Managed by hand
 * rather than with <Source>: the style spec has no canvas source type, and <Source
 * type="image"> would reload the image on every move of the overlay. A style switch (map
 * type) drops them, so they are added again when the new style is loaded.
 */
function useCanvasOverlay(map: MapLibreMap, canvas: HTMLCanvasElement, corners: PlanCorners) {
  // Where a (re-)added source starts; the effect below keeps it current.
  const cornersRef = useRef(corners);

  useEffect(() => {
    const add = () => {
      try {
        if (!map.getSource(FLOOR_PLAN_OVERLAY_SOURCE_ID)) {
          map.addSource(FLOOR_PLAN_OVERLAY_SOURCE_ID, {
            type: 'canvas',
            canvas,
            coordinates: mutableCorners(cornersRef.current),
            animate: false,
          });
        }
        if (!map.getLayer(FLOOR_PLAN_OVERLAY_LAYER_ID)) {
          map.addLayer(floorPlanOverlayLayer, beforeIdOf('floor-plan-overlay'));
        }
      } catch {
        // The style is still loading; its styledata event calls this again.
      }
    };
    add();
    map.on('styledata', add);
    return () => {
      map.off('styledata', add);
      if (!map.style) return;
      if (map.getLayer(FLOOR_PLAN_OVERLAY_LAYER_ID)) map.removeLayer(FLOOR_PLAN_OVERLAY_LAYER_ID);
      if (map.getSource(FLOOR_PLAN_OVERLAY_SOURCE_ID))
        map.removeSource(FLOOR_PLAN_OVERLAY_SOURCE_ID);
    };
  }, [map, canvas]);

  useEffect(() => {
    cornersRef.current = corners;
    const source = map.getSource<CanvasSource>(FLOOR_PLAN_OVERLAY_SOURCE_ID);
    source?.setCoordinates(mutableCorners(corners));
  }, [map, corners]);
}

/** Re-renders on every camera change, so screen positions follow the map. */
function useCameraTick(map: MapLibreMap): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const tick = () => setTick((n) => n + 1);
    map.on('move', tick);
    map.on('resize', tick);
    return () => {
      map.off('move', tick);
      map.off('resize', tick);
    };
  }, [map]);
}

const project = (map: MapLibreMap, at: LatLng): ScreenPoint =>
  screenPoint(map.project([at.lon, at.lat]));

const handleLabels: Record<PlanCornerName, string> = FloorUiMessages.resizeHandles;

type Grip = PlanCornerName | 'rotate';

function gripUpdate(grip: Grip, at: LatLng): (start: PlanPlacement) => PlanPlacement {
  if (grip === 'rotate') return (start) => rotatePlacementTowards(start, at);
  return (start) =>
    resizePlacementFromCorner(start, grip, at, FloorPlanPlacementConstants.minWidthM);
}

/**
 * Keyboard changes of the focused overlay (placing works without a mouse:
 * docs/map-and-editor.md#keyboard).
 */
function keyboardChange(
  event: KeyboardEvent,
  map: MapLibreMap,
): ((placement: PlanPlacement) => PlanPlacement) | null {
  const fast = event.shiftKey;
  const stepM =
    (fast ? FloorPlanPlacementConstants.fastNudgePx : FloorPlanPlacementConstants.nudgePx) *
    metresPerScreenPixel(map);
  const arrows: Record<string, [number, number]> = {
    ArrowLeft: [-1, 0],
    ArrowRight: [1, 0],
    ArrowUp: [0, 1],
    ArrowDown: [0, -1],
  };
  const arrow = arrows[event.key];
  if (arrow) {
    const { eastM, northM } = screenNudgeToGround(
      arrow[0] * stepM,
      arrow[1] * stepM,
      map.getBearing(),
    );
    return (placement) => nudgePlacement(placement, eastM, northM);
  }
  const rotateStep = fast
    ? FloorPlanPlacementConstants.fastRotateStepDeg
    : FloorPlanPlacementConstants.rotateStepDeg;
  if (event.key === ']' || event.key === '}') return (p) => rotatePlacementBy(p, rotateStep);
  if (event.key === '[' || event.key === '{') return (p) => rotatePlacementBy(p, -rotateStep);
  const scaleStep = fast
    ? FloorPlanPlacementConstants.fastScaleStep
    : FloorPlanPlacementConstants.scaleStep;
  if (event.key === '+' || event.key === '=') {
    return (p) => scalePlacement(p, scaleStep, FloorPlanPlacementConstants.minWidthM);
  }
  if (event.key === '-' || event.key === '_') {
    return (p) => scalePlacement(p, 1 / scaleStep, FloorPlanPlacementConstants.minWidthM);
  }
  return null;
}

function PlacementHandles({
  map,
  placement,
  busy,
}: {
  map: MapLibreMap;
  placement: PlanPlacement;
  busy: boolean;
}) {
  useCameraTick(map);
  const overlayRef = useRef<SVGSVGElement>(null);
  const corners = placementCorners(placement).map(([lon, lat]) => project(map, { lat, lon }));
  const [topLeft, topRight] = corners;
  const rotateAt = project(
    map,
    rotateHandlePosition(placement, rotateOffsetPx * metresPerScreenPixel(map)),
  );
  const topMiddle =
    topLeft && topRight
      ? { x: (topLeft.x + topRight.x) / 2, y: (topLeft.y + topRight.y) / 2 }
      : rotateAt;

  // The keyboard works at once after choosing a file.
  useEffect(() => {
    overlayRef.current?.focus({ preventScroll: true });
  }, []);

  const onGripDown = (grip: Grip) => (event: ReactPointerEvent<SVGElement>) => {
    if (event.button !== 0 || busy) return;
    event.preventDefault();
    event.stopPropagation();
    if (!beginPlacementGesture()) return;
    const target = event.currentTarget;
    target.setPointerCapture(event.pointerId);
    const onMove = (move: PointerEvent) =>
      movePlacementGesture(gripUpdate(grip, clientToLatLng(map, move.clientX, move.clientY)));
    const onEnd = () => {
      target.removeEventListener('pointermove', onMove);
      target.removeEventListener('pointerup', onEnd);
      target.removeEventListener('pointercancel', onEnd);
      endPlacementGesture();
    };
    target.addEventListener('pointermove', onMove);
    target.addEventListener('pointerup', onEnd);
    target.addEventListener('pointercancel', onEnd);
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (busy || event.ctrlKey || event.metaKey || event.altKey) return;
    const change = keyboardChange(event, map);
    if (!change) return;
    event.preventDefault();
    changePlacement(change);
  };

  return (
    <svg
      ref={overlayRef}
      className="floor-plan-overlay"
      data-busy={busy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: role application takes the keys; the overlay is moved, rotated and resized from the keyboard.
      tabIndex={0}
      role="application"
      aria-roledescription={FloorUiMessages.overlayRoleDescription}
      aria-label={FloorUiMessages.overlayLabel(FloorUiMessages.placementHint)}
      data-testid="floor-plan-overlay"
      onKeyDown={onKeyDown}
    >
      <polygon
        className="floor-plan-overlay__outline"
        points={corners.map(({ x, y }) => `${x},${y}`).join(' ')}
      />
      {!busy && (
        <>
          <line
            className="floor-plan-overlay__stem"
            x1={topMiddle.x}
            y1={topMiddle.y}
            x2={rotateAt.x}
            y2={rotateAt.y}
          />
          {planCornerNames.map((name, index) => {
            const at = corners[index];
            if (!at) return null;
            return (
              <rect
                key={name}
                className="floor-plan-overlay__handle"
                x={at.x - cornerHalfPx}
                y={at.y - cornerHalfPx}
                width={2 * cornerHalfPx}
                height={2 * cornerHalfPx}
                data-testid={`floor-plan-handle-${name}`}
                aria-label={handleLabels[name]}
                onPointerDown={onGripDown(name)}
              />
            );
          })}
          <circle
            className="floor-plan-overlay__handle floor-plan-overlay__handle--rotate"
            cx={rotateAt.x}
            cy={rotateAt.y}
            r={rotateRadiusPx}
            data-testid="floor-plan-rotate-handle"
            aria-label={FloorUiMessages.rotateHandle}
            onPointerDown={onGripDown('rotate')}
          />
        </>
      )}
    </svg>
  );
}

function PlacedImage({
  map,
  image,
  placement,
}: {
  map: MapLibreMap;
  image: ChosenFloorPlan;
  placement: PlanPlacement;
}) {
  useCanvasOverlay(map, image.display, placementCorners(placement));
  return null;
}

/**
 * The floor-plan placement mode on the map: the chosen image drawn where it is placed,
 * with its outline, four resize handles and a rotate handle. Mounted inside the main
 * map; the editor hands the map to the mode (editor/EditorHost.tsx).
 */
export function FloorPlanOverlayLayer() {
  const { current } = useMap();
  const map = current?.getMap() ?? null;
  const state = useFloorPlanPlacementStore((store) => store.placement);
  const awaitingFit = useFloorPlanPlacementStore((store) => store.awaitingFit);

  if (!map || state.name === 'idle' || awaitingFit) return null;
  return (
    <>
      <PlacedImage map={map} image={state.image} placement={state.placement} />
      <PlacementHandles map={map} placement={state.placement} busy={state.name !== 'placing'} />
    </>
  );
}
