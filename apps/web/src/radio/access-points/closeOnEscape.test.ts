import { afterEach, describe, expect, it } from 'vitest';
import { enterMode, leaveMode } from '../../editor/editor';
import type { EditorMode } from '../../editor/mode';
import { installEditorShortcuts } from '../../editor/shortcuts';
import { closeOnEscape } from './AccessPointInfoWindow';

describe('closeOnEscape', () => {
  const log: string[] = [];
  const drawing: EditorMode = {
    id: 'test-drawing',
    enter: () => undefined,
    exit: () => undefined,
    escape: () => log.push('mode escape'),
  };
  afterEach(() => {
    leaveMode(drawing);
    log.length = 0;
  });

  const pressEscape = () =>
    document.body.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
    );

  it('closes the window on one Escape without ending the active mode; the next Escape ends it', () => {
    const removeShortcuts = installEditorShortcuts(document);
    enterMode(drawing);
    const removeWindow = closeOnEscape(document, () => log.push('window closed'));
    pressEscape();
    expect(log).toEqual(['window closed']);
    removeWindow();
    pressEscape();
    expect(log).toEqual(['window closed', 'mode escape']);
    removeShortcuts();
  });
});
