import { BackupMessages } from '../backup/messages.js';
import { SpaceFieldLimits } from '../spaces/constants.js';
import { SpaceUiMessages } from '../spaces/messages.js';
import { undash } from './space.js';

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * The name of a restored copy: the original name with the "(restored)" suffix, the
 * original shortened (never inside a surrogate pair) so that both fit the name limit.
 */
export function restoredSpaceName(name: string): string {
  const suffix = BackupMessages.restoredSuffix;
  const room = SpaceFieldLimits.nameMaxLength - suffix.length;
  let base = name.trim();
  if (base.length > room) {
    const cut = isHighSurrogate(base.charCodeAt(room - 1)) ? room - 1 : room;
    base = base.slice(0, cut).trimEnd();
  }
  return `${base}${suffix}`;
}

/** What a space picker needs of a space. */
export interface PickableSpace {
  buid: string;
  name: string;
  bucode?: string;
  address?: string;
}

/**
 * The label of each listed space, by buid: its name, and when another listed space has
 * the same name, its code or (without one) its address too, as in "Main Hall — B12".
 */
export function spacePickerLabels(spaces: readonly PickableSpace[]): Map<string, string> {
  const counts = new Map<string, number>();
  for (const space of spaces) counts.set(space.name, (counts.get(space.name) ?? 0) + 1);
  const labels = new Map<string, string>();
  for (const space of spaces) {
    const detail = undash(space.bucode) || undash(space.address);
    const shared = (counts.get(space.name) ?? 0) > 1;
    labels.set(
      space.buid,
      shared && detail ? SpaceUiMessages.pickerLabel(space.name, detail) : space.name,
    );
  }
  return labels;
}

/** The label of one space among the listed ones (see spacePickerLabels). */
export function spacePickerLabel(space: PickableSpace, listed: readonly PickableSpace[]): string {
  return spacePickerLabels(listed).get(space.buid) ?? space.name;
}
