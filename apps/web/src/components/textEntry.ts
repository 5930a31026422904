/** Input types that take no typed text: keyboard shortcuts work while they have focus. */
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/**
 * Whether a key press belongs to a field that edits its own value with the keyboard
 * (text inputs, text areas, selects, editable content). Such a field keeps Ctrl+Z,
 * Escape and the arrows; the screen's shortcuts step aside.
 */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NON_TEXT_INPUTS.has(target.type);
}
