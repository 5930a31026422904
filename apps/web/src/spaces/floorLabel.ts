import { type Floor, FloorUiMessages } from '@indoor/domain';

/** How a floor reads in selectors: its name with its number, or just the number. */
export function floorLabel(floor: Pick<Floor, 'floor_name' | 'floor_number'>): string {
  const name = floor.floor_name.trim();
  return name !== '' && name !== '-'
    ? `${name} (${floor.floor_number})`
    : FloorUiMessages.floorNumbered(floor.floor_number);
}
