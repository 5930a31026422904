/**
 * On a phone the control bar is a sheet over the bottom of the map, at one of three
 * heights: its header alone (peek), about half the screen (half, the first) or all of it
 * (full). One button steps through them.
 */
export const PhoneSheetSizes = ['peek', 'half', 'full'] as const;
export type PhoneSheetSize = (typeof PhoneSheetSizes)[number];
export const DefaultPhoneSheetSize: PhoneSheetSize = 'half';

/** The height the sheet's button brings: up a step, and from full back down to the peek. */
export function nextPhoneSheetSize(size: PhoneSheetSize): PhoneSheetSize {
  switch (size) {
    case 'peek':
      return 'half';
    case 'half':
      return 'full';
    case 'full':
      return 'peek';
  }
}

/** Whether the sheet shows its panels (aria-expanded of its button): only the peek hides them. */
export const phoneSheetExpanded = (size: PhoneSheetSize): boolean => size !== 'peek';
