import {
  FloorMessages,
  FloorUiMessages,
  georeferenceFromCorners,
  type PlanPlacement,
  planSizeMetres,
} from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import { type FloorPlanSetInput, validateFloorPlanSet } from './floorPlanSetCheck';

const placement: PlanPlacement = {
  centre: { lat: 35.14475, lon: 33.41115 },
  widthM: 60,
  rotationDegrees: 15,
  widthPx: 800,
  heightPx: 500,
};

const valid: FloorPlanSetInput = {
  buid: 'building_demo_engineering_hall',
  floorNumber: '3',
  zoom: 19,
  placement,
  imageBytes: 12_345,
};

const refusal = (input: Partial<FloorPlanSetInput>) => {
  const verdict = validateFloorPlanSet({ ...valid, ...input });
  return verdict.ok ? null : verdict.message;
};

describe('setting a floor plan: validation', () => {
  it('needs a selected building first', () => {
    expect(refusal({ buid: null })).toBe(FloorMessages.noBuildingSelected);
    expect(refusal({ buid: '  ' })).toBe('Something went wrong. Have you selected a building?');
  });

  it('then a floor, and the floor must have a number', () => {
    expect(refusal({ floorNumber: null })).toBe('No floor selected.');
    expect(refusal({ floorNumber: 'ground' })).toBe(
      'No number associated with the selected floor.',
    );
    expect(refusal({ floorNumber: '1.5' })).toBe(FloorMessages.noFloorNumber);
  });

  it('then a map zoom of at least 18, naming the current zoom', () => {
    expect(refusal({ zoom: 17 })).toBe('Minimum zoom level: 18. (current: 17)');
    // Never rounded up to the minimum it misses.
    expect(refusal({ zoom: 17.996 })).toBe('Minimum zoom level: 18. (current: 17.99)');
    expect(refusal({ zoom: 18 })).toBeNull();
  });

  it('then valid coordinates', () => {
    expect(refusal({ placement: { ...placement, widthM: 0 } })).toBe(
      'No valid coordinates for this floorplan.',
    );
    expect(refusal({ placement: { ...placement, centre: { lat: Number.NaN, lon: 33 } } })).toBe(
      FloorMessages.invalidCoordinates,
    );
    expect(refusal({ placement: { ...placement, centre: { lat: 35, lon: 200 } } })).toBe(
      FloorMessages.invalidCoordinates,
    );
  });

  it('then a non-empty image', () => {
    expect(refusal({ imageBytes: 0 })).toBe(FloorUiMessages.emptyImage);
  });

  it('checks in the documented order: the first failing rule is the one reported', () => {
    const everythingWrong: Partial<FloorPlanSetInput> = {
      buid: null,
      floorNumber: null,
      zoom: 12,
      placement: { ...placement, widthM: -1 },
      imageBytes: 0,
    };
    expect(refusal(everythingWrong)).toBe(FloorMessages.noBuildingSelected);
    expect(refusal({ ...everythingWrong, buid: 'b' })).toBe(FloorMessages.noFloor);
    expect(refusal({ ...everythingWrong, buid: 'b', floorNumber: 'x' })).toBe(
      FloorMessages.noFloorNumber,
    );
    expect(refusal({ ...everythingWrong, buid: 'b', floorNumber: '2' })).toBe(
      FloorMessages.minimumZoom(12),
    );
    expect(refusal({ ...everythingWrong, buid: 'b', floorNumber: '2', zoom: 19 })).toBe(
      FloorMessages.invalidCoordinates,
    );
    expect(refusal({ buid: 'b', floorNumber: '2', zoom: 19, imageBytes: 0 })).toBe(
      FloorUiMessages.emptyImage,
    );
  });

  it('answers the upload fields: corners of the rotated plan and its bounding box', () => {
    const verdict = validateFloorPlanSet({ ...valid, floorNumber: ' -1 ' });
    if (!verdict.ok) throw new Error(verdict.message);
    const { fields } = verdict;
    expect(fields).toMatchObject({
      buid: 'building_demo_engineering_hall',
      floor_number: '-1',
      zoom: 19,
    });
    const geo = georeferenceFromCorners(fields.corners, 800, 500);
    expect(planSizeMetres(geo).widthM).toBeCloseTo(60, 3);
    const lons = fields.corners.map(([lon]) => lon);
    const lats = fields.corners.map(([, lat]) => lat);
    expect(fields.bottom_left_lng).toBe(Math.min(...lons));
    expect(fields.top_right_lng).toBe(Math.max(...lons));
    expect(fields.bottom_left_lat).toBe(Math.min(...lats));
    expect(fields.top_right_lat).toBe(Math.max(...lats));
  });
});
